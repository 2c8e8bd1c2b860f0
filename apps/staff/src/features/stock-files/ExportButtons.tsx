import { fetchAll, type StockSheetView, stockClient } from '@clinic/api-client';
import { ScreenId } from '@clinic/domain';
import { Button, toast, useT } from '@clinic/ui';
import { useState } from 'react';
import { api } from '../../app/session';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { clinicClock, loadAllMedicines, useWorkbookTexts } from './shared';
import type { WorkbookTexts } from './texts';

type Workbook = Awaited<ReturnType<typeof import('./workbook')['buildImportTemplate']>>;

/**
 * A button that builds a workbook and downloads it: busy while it works, a failure as a toast. The workbook
 * module (and exceljs with it) is loaded on the first click.
 */
function DownloadButton({
  label,
  build,
}: {
  label: string;
  build: (workbook: typeof import('./workbook'), texts: WorkbookTexts) => Promise<[Workbook, string]>;
}) {
  const { t } = useT();
  const texts = useWorkbookTexts();
  const errorText = useApiErrorText();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const workbook = await import('./workbook');
      const [built, fileName] = await build(workbook, texts);
      await workbook.downloadWorkbook(built, fileName);
    } catch (error) {
      toast.error(errorText(error) ?? '');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="secondary"
      loading={busy}
      loadingLabel={t('stockFiles.exporting')}
      onClick={() => void run()}
    >
      {label}
    </Button>
  );
}

/** "Download template": the import template (.xlsx) with the clinic's medicines on a second sheet. */
export function DownloadImportTemplateButton() {
  const { t } = useT();
  return (
    <DownloadButton
      label={t('stockFiles.downloadTemplate')}
      build={async (workbook, texts) => {
        const medicines = (await loadAllMedicines()).filter((medicine) => medicine.enabled);
        return [await workbook.buildImportTemplate(texts, medicines), 'mau-phieu-nhap-kho.xlsx'];
      }}
    />
  );
}

/** "Export to Excel" of stock on hand (every page of the current search). */
export function ExportStockOnHandButton({ keyword }: { keyword?: string }) {
  const { t } = useT();
  return (
    <DownloadButton
      label={t('stockFiles.export')}
      build={async (workbook, texts) => {
        const stock = stockClient(api);
        const rows = await fetchAll(({ pageNumber }) =>
          stock.stockOnHand({ keyword, pageSize: 100, pageNumber }, { screenId: ScreenId.StockOnHand }),
        );
        return [await workbook.buildStockOnHandWorkbook(texts, rows), `ton-kho-${clinicClock().today}.xlsx`];
      }}
    />
  );
}

/** "Export to Excel" of one saved sheet. */
export function ExportStockSheetButton({ sheet }: { sheet: StockSheetView }) {
  const { t } = useT();
  return (
    <DownloadButton
      label={t('stockFiles.export')}
      build={async (workbook, texts) => [
        await workbook.buildStockSheetWorkbook(texts, sheet, clinicClock().timeZone),
        `${sheet.code}.xlsx`,
      ]}
    />
  );
}
