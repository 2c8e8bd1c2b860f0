import { Button, Modal, Notice, Spinner, Table, type TableColumn, translateText, useT } from '@clinic/ui';
import { useRef, useState } from 'react';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { columnLetter, type ImportError, type ImportResult, importColumns } from './importRows';
import { clinicClock, loadAllMedicines, useWorkbookTexts } from './shared';
import type { SpreadsheetImportLine } from './types';
import { readImportWorkbook } from './workbook';

type Review =
  | { state: 'closed' }
  | { state: 'reading' }
  | { state: 'failed'; message: string }
  | { state: 'read'; result: ImportResult };

const isXlsx = (file: File) => file.name.toLowerCase().endsWith('.xlsx');

/**
 * "Upload from Excel": reads the file in the browser, checks every row, lists every bad row (row number and
 * column) and hands the good lines to the editor only when the user confirms; nothing is saved here.
 */
export function ImportFromSpreadsheet({
  onLines,
  disabled,
}: {
  onLines: (lines: SpreadsheetImportLine[]) => void;
  disabled?: boolean;
}) {
  const { t } = useT();
  const errorText = useApiErrorText();
  const input = useRef<HTMLInputElement>(null);
  const [review, setReview] = useState<Review>({ state: 'closed' });
  const close = () => setReview({ state: 'closed' });

  const read = async (file: File) => {
    if (!isXlsx(file)) {
      setReview({ state: 'failed', message: t('stockFiles.notXlsx', { name: file.name }) });
      return;
    }
    setReview({ state: 'reading' });
    let medicines: Awaited<ReturnType<typeof loadAllMedicines>>;
    try {
      medicines = await loadAllMedicines();
    } catch (error) {
      setReview({ state: 'failed', message: errorText(error) ?? '' });
      return;
    }
    try {
      const result = await readImportWorkbook(await file.arrayBuffer(), medicines, clinicClock().today);
      setReview({ state: 'read', result });
    } catch {
      // Not a workbook exceljs can open (a renamed .xls, a damaged file).
      setReview({ state: 'failed', message: t('stockFiles.unreadable', { name: file.name }) });
    }
  };

  const result = review.state === 'read' ? review.result : null;
  const addable = result !== null && result.errors.length === 0 && result.lines.length > 0;
  return (
    <>
      <Button
        variant="secondary"
        disabled={disabled}
        loading={review.state === 'reading'}
        loadingLabel={t('stockFiles.reading')}
        onClick={() => input.current?.click()}
      >
        {t('stockFiles.upload')}
      </Button>
      <input
        ref={input}
        type="file"
        accept=".xlsx"
        hidden
        data-testid="stock-import-file"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // Cleared so the same file, fixed and saved again, can be chosen again.
          event.currentTarget.value = '';
          if (file) void read(file);
        }}
      />
      <Modal
        open={review.state !== 'closed'}
        title={t('stockFiles.review.title')}
        size="md"
        onClose={close}
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              {t('stockFiles.review.cancel')}
            </Button>
            {result && (
              <Button
                disabled={!addable}
                onClick={() => {
                  onLines(result.lines);
                  close();
                }}
              >
                {t('stockFiles.review.add', { count: result.lines.length })}
              </Button>
            )}
          </>
        }
      >
        {review.state === 'reading' && <Spinner label={t('stockFiles.reading')} />}
        {review.state === 'failed' && <Notice tone="warning">{review.message}</Notice>}
        {result && <ReviewBody result={result} />}
      </Modal>
    </>
  );
}

function ReviewBody({ result }: { result: ImportResult }) {
  const { t, lang } = useT();
  const texts = useWorkbookTexts();
  const titleOf = (letter: string) => {
    const column = importColumns.find((c) => columnLetter(c) === letter);
    return column ? `${letter} · ${texts.template.columns[column]}` : letter;
  };
  const badRows = new Set(result.errors.map((error) => error.row)).size;
  const columns: TableColumn<ImportError & { key: string }>[] = [
    { key: 'row', header: t('stockFiles.review.row'), cell: (error) => error.row, align: 'end' },
    { key: 'column', header: t('stockFiles.review.column'), cell: (error) => titleOf(error.column) },
    {
      key: 'message',
      header: t('stockFiles.review.message'),
      cell: (error) => translateText(error.messageKey, t, lang, error.params),
      wrap: true,
    },
  ];
  if (result.lines.length === 0 && result.errors.length === 0)
    return <Notice tone="warning">{t('stockFiles.review.empty')}</Notice>;
  return (
    <>
      <p>
        {t('stockFiles.review.good', { count: result.lines.length })}
        {badRows > 0 && ` · ${t('stockFiles.review.bad', { count: badRows })}`}
      </p>
      {result.errors.length > 0 && (
        <>
          <Notice tone="warning">{t('stockFiles.review.fixAndRetry')}</Notice>
          <Table
            caption={t('stockFiles.review.caption')}
            columns={columns}
            rows={result.errors.map((error, i) => ({ ...error, key: `${error.row}-${error.column}-${i}` }))}
            rowKey="key"
          />
        </>
      )}
    </>
  );
}
