import { Button, Card, EmptyState, Table, type TableColumn, toast, useT } from '@clinic/ui';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useClinicTimeZone } from '../../app/clinicTime';
import { Page } from '../../app/shell/Page';
import { serverFieldErrors } from '../../shared/forms/forms';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { downloadBlob, downloadWorkbook } from '../../shared/workbook';
import { clinicState } from '../../state/clinic';
import { todayIn } from '../schedules/calendar';
import { displayOf, isNumberKind } from './cells';
import { type AnyAnswer, columnTitle, type ReportDefinition } from './definition';
import { buildReportCsv, buildReportWorkbook, exportFileName, fetchWholeReport } from './exportReport';
import { noNarrowing, type ReportFilters, toBody } from './filterState';
import { REPORT_PAGE_SIZE, useReport } from './queries';
import { ReportFilterBar } from './ReportFilterBar';
import { displayDay, quickRange } from './ranges';
import * as styles from './reports.css';

/** The API's word on the days: the field error it names on `to` or `from` (a range over 366 days, to before from). */
function rangeErrorOf(error: unknown): string | null {
  const field = serverFieldErrors(error).find((f) => f.path === 'body.to' || f.path === 'body.from');
  return field?.messageId ?? null;
}

/**
 * One report screen: the filters, the totals of the whole range, a chart where one helps, the rows a page at a
 * time, and the whole range exported (.xlsx, .csv) or printed. Everything particular to a report is in its
 * definition.
 */
export function ReportPage<A extends AnyAnswer>({ definition }: { definition: ReportDefinition<A> }) {
  const { t, lang } = useT();
  const errorText = useApiErrorText();
  const timeZone = useClinicTimeZone();
  const today = todayIn(timeZone);
  const { clinicName } = useSnapshot(clinicState);
  const [filters, setFilters] = useState<ReportFilters>(() => ({
    ...quickRange('thisMonth', today),
    ...noNarrowing,
  }));
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState<'xlsx' | 'csv' | 'print' | null>(null);
  // Printing shows every row of the range, not the page: read whole, printed once drawn, then the page again.
  const [printRows, setPrintRows] = useState<A['pageData'] | null>(null);
  useEffect(() => {
    if (!printRows) return;
    const done = () => setPrintRows(null);
    window.addEventListener('afterprint', done, { once: true });
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [printRows]);
  const body = toBody(filters);
  const report = useReport(definition, body, page);
  const answer = report.data;
  const rangeError = report.isError ? rangeErrorOf(report.error) : null;
  const title = t(definition.title);
  const rangeText = t('reports.range', { from: displayDay(filters.from), to: displayDay(filters.to) });

  const change = (patch: Partial<ReportFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };

  const exportAs = async (kind: 'xlsx' | 'csv') => {
    setExporting(kind);
    try {
      const whole = await fetchWholeReport(definition, body);
      const fileName = exportFileName(definition, body, kind);
      const texts = { t, clinicName };
      const general = definition as unknown as ReportDefinition<AnyAnswer>;
      if (kind === 'xlsx')
        await downloadWorkbook(await buildReportWorkbook(general, body, whole, texts), fileName);
      else
        downloadBlob(
          new Blob([buildReportCsv(general, whole, texts)], { type: 'text/csv;charset=utf-8' }),
          fileName,
        );
    } catch (error) {
      toast.error(errorText(error) ?? '');
    } finally {
      setExporting(null);
    }
  };

  const printWhole = async () => {
    setExporting('print');
    try {
      const whole = await fetchWholeReport(definition, body);
      setPrintRows(whole.rows as A['pageData']);
    } catch (error) {
      toast.error(errorText(error) ?? '');
    } finally {
      setExporting(null);
    }
  };

  const columns: TableColumn<A['pageData'][number]>[] = definition.columns.map((column) => ({
    key: column.key,
    header: t(columnTitle(column)),
    align: isNumberKind(column.kind) ? 'end' : 'start',
    cell: (row) =>
      displayOf(column.kind, (row as Record<string, unknown>)[column.key], t, lang, column.blank),
  }));
  const hasRows = (answer?.paging.totalItem ?? 0) > 0;
  // A chart of nothing (no day, no item) is left out.
  const chart = answer?.chart;
  const hasChart = Array.isArray(chart) ? chart.length > 0 : Boolean(chart);

  return (
    <Page
      wide
      title={title}
      text={t(definition.basis)}
      actions={
        <div className={`${styles.actions} ${styles.noPrint}`}>
          <Button
            variant="secondary"
            disabled={!hasRows || exporting !== null}
            loading={exporting === 'xlsx'}
            loadingLabel={t('reports.exporting')}
            onClick={() => void exportAs('xlsx')}
          >
            {t('reports.exportXlsx')}
          </Button>
          <Button
            variant="secondary"
            disabled={!hasRows || exporting !== null}
            loading={exporting === 'csv'}
            loadingLabel={t('reports.exporting')}
            onClick={() => void exportAs('csv')}
          >
            {t('reports.exportCsv')}
          </Button>
          <Button
            variant="secondary"
            disabled={!hasRows || exporting !== null}
            loading={exporting === 'print'}
            loadingLabel={t('reports.preparingPrint')}
            onClick={() => void printWhole()}
          >
            {t('reports.print')}
          </Button>
        </div>
      }
    >
      <ReportFilterBar
        definition={definition}
        filters={filters}
        today={today}
        rangeError={rangeError}
        onChange={change}
      />
      <p className={styles.range}>
        {rangeText}
        <span className={styles.printOnly}>{clinicName}</span>
      </p>
      {exporting && (
        <p role="status" className={styles.noPrint}>
          {t(exporting === 'print' ? 'reports.preparingPrint' : 'reports.exporting')}
        </p>
      )}
      {report.isError ? (
        rangeError ? null : (
          <EmptyState size="sm" icon="alert" title={errorText(report.error)} />
        )
      ) : (
        <>
          <dl className={styles.totals} aria-label={t('reports.totalsTitle')} aria-busy={report.isPending}>
            {definition.totals.map((total) => (
              <div key={total.key} className={styles.totalCard}>
                <dt className={styles.totalLabel}>{t(columnTitle(total))}</dt>
                <dd className={styles.totalValue}>
                  {answer
                    ? displayOf(total.kind, (answer.totals as Record<string, unknown>)[total.key], t, lang)
                    : '…'}
                </dd>
              </div>
            ))}
          </dl>
          {definition.chart && hasChart && hasRows && (
            <Card title={t('reports.chartTitle')} className={styles.chart}>
              {definition.chart(chart as NonNullable<A['chart']>, { t, lang })}
            </Card>
          )}
          <Table
            className={styles.table}
            caption={title}
            columns={columns}
            rows={printRows ?? answer?.pageData ?? []}
            rowKey={(row) => definition.rowKey(row)}
            loading={report.isPending}
            pageNumber={printRows ? 1 : page}
            pageSize={printRows ? Math.max(1, printRows.length) : REPORT_PAGE_SIZE}
            totalItem={printRows ? printRows.length : (answer?.paging.totalItem ?? 0)}
            onPageChange={setPage}
            empty={
              <EmptyState size="sm" title={t('reports.emptyTitle')} description={t('reports.emptyText')} />
            }
          />
        </>
      )}
    </Page>
  );
}
