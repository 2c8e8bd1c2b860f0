import { FETCH_ALL_PAGE_SIZE } from '@clinic/domain';
import type { Translate } from '@clinic/i18n';
import { DATE, excelDay, MONEY, newWorkbook, type Workbook } from '../../shared/workbook';
import { textOf } from './cells';
import { type AnyAnswer, columnTitle, type ReportBody, type ReportDefinition } from './definition';
import { displayDay } from './ranges';

// A report's whole range as a file: every page fetched, then an .xlsx (title lines, header, rows, totals row) or a
// .csv with the same columns. The totals row is the answer's `totals`, the server's sum over the range.

/** Rows asked per page while exporting (the API's largest page). */
export const EXPORT_PAGE_SIZE = FETCH_ALL_PAGE_SIZE;

export interface WholeReport {
  rows: object[];
  totals: Record<string, unknown>;
}

/** Every row of the range, page after page, and the totals (the same on every page). */
export async function fetchWholeReport<A extends AnyAnswer>(
  definition: ReportDefinition<A>,
  body: ReportBody,
  signal?: AbortSignal,
): Promise<WholeReport> {
  const rows: object[] = [];
  let totals: Record<string, unknown> = {};
  for (let pageNumber = 1; ; pageNumber++) {
    const page = await definition.load({ pageSize: EXPORT_PAGE_SIZE, pageNumber }, body, {
      screenId: definition.screenId,
      signal,
    });
    if (pageNumber === 1) totals = page.totals as Record<string, unknown>;
    rows.push(...page.pageData);
    if (page.pageData.length === 0 || rows.length >= page.paging.totalItem) return { rows, totals };
  }
}

export interface ExportTexts {
  t: Translate;
  clinicName: string;
}

type Columns = ReportDefinition<AnyAnswer>['columns'];

const cellOf = (row: object, key: string) => (row as Record<string, unknown>)[key];

/** `bao-cao-doanh-thu_2026-11-01_2026-11-30.xlsx`. */
export const exportFileName = (
  definition: { fileName: string },
  body: ReportBody,
  extension: 'xlsx' | 'csv',
) => `${definition.fileName}_${body.from}_${body.to}.${extension}`;

/** The totals row: the label in the first column, each column's total where the answer has one. */
function totalsRow(columns: Columns, totals: Record<string, unknown>, label: string): unknown[] {
  return columns.map((column, i) => {
    const total = totals[column.key];
    if (typeof total === 'number') return total;
    return i === 0 ? label : null;
  });
}

export async function buildReportWorkbook(
  definition: ReportDefinition<AnyAnswer>,
  body: ReportBody,
  report: WholeReport,
  { t, clinicName }: ExportTexts,
): Promise<Workbook> {
  const workbook = await newWorkbook();
  const title = t(definition.title);
  // A sheet name has at most 31 characters and none of : \ / ? * [ ].
  const sheet = workbook.addWorksheet(title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31));
  const { columns } = definition;

  sheet.addRow([title]).font = { bold: true, size: 14 };
  sheet.addRow([t('reports.range', { from: displayDay(body.from), to: displayDay(body.to) })]);
  sheet.addRow([clinicName]);
  // What the figures count, as under the screen's title.
  sheet.addRow([t(definition.basis)]);
  sheet.addRow([]);
  const header = sheet.addRow(columns.map((column) => t(columnTitle(column))));
  header.font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: header.number }];
  columns.forEach((column, i) => {
    const width = column.kind === 'text' ? 30 : column.kind === 'money' ? 16 : 13;
    sheet.getColumn(i + 1).width = width;
  });

  const addRow = (values: unknown[]) => {
    const row = sheet.addRow(values);
    columns.forEach((column, i) => {
      if (column.kind === 'money' || column.kind === 'count') row.getCell(i + 1).numFmt = MONEY;
      if (column.kind === 'date') row.getCell(i + 1).numFmt = DATE;
    });
    return row;
  };
  for (const row of report.rows)
    addRow(
      columns.map((column) => {
        const value = cellOf(row, column.key);
        if (value === null || value === undefined) return null;
        if (column.kind === 'money' || column.kind === 'count') return value;
        if (column.kind === 'date') return excelDay(String(value));
        return textOf(column.kind, value, t, column.blank);
      }),
    );
  addRow(totalsRow(columns, report.totals, t('reports.totalRow'))).font = { bold: true };
  return workbook;
}

/** A CSV field: always quoted, inner quotes doubled. */
const csvField = (value: unknown) =>
  `"${value === null || value === undefined ? '' : String(value).replaceAll('"', '""')}"`;

/**
 * The same columns as a .csv: UTF-8 with a byte-order mark (so Excel reads Vietnamese), commas, every field quoted,
 * numbers plain (12500, no separators) so they stay numbers.
 */
export function buildReportCsv(
  definition: ReportDefinition<AnyAnswer>,
  report: WholeReport,
  { t }: Pick<ExportTexts, 't'>,
): string {
  const { columns } = definition;
  const lines = [
    columns.map((column) => t(columnTitle(column))),
    ...report.rows.map((row) =>
      columns.map((column) => {
        const value = cellOf(row, column.key);
        return column.kind === 'money' || column.kind === 'count'
          ? value
          : textOf(column.kind, value, t, column.blank);
      }),
    ),
    totalsRow(columns, report.totals, t('reports.totalRow')),
  ];
  return `\uFEFF${lines.map((line) => line.map(csvField).join(',')).join('\r\n')}\r\n`;
}
