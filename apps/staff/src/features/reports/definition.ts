import type { CallOptions } from '@clinic/api-client';
import type { Language, ScreenId, StockLevelFilter } from '@clinic/domain';
import type { Translate, TranslationKey } from '@clinic/i18n';
import type { ReactNode } from 'react';

// What one report screen says about itself; ReportPage does the rest (filters, totals, chart, table, export,
// print). Each *Screen.tsx is such a definition.

/** How a value shows: whole VND, a count, plain text, a clinic day, a lot's expiry state, a stock unit's word. */
export type ColumnKind = 'money' | 'count' | 'text' | 'date' | 'expiry' | 'unit';

/** The report's own narrowing lists, beside the days, locations and doctors every report takes. */
export type ExtraFilter =
  | 'services'
  | 'medicines'
  | 'packages'
  | 'patients'
  | 'expiryStates'
  | 'sources'
  | 'stockLevel';

/** The body every report call takes: the days, the places and people, and each report's own lists. */
export interface ReportBody {
  from: string;
  to: string;
  locationIds?: number[];
  doctorIds?: number[];
  serviceIds?: number[];
  medicineIds?: number[];
  packageIds?: number[];
  clinicPatientIds?: number[];
  expiryStates?: (1 | 2 | 3)[];
  sources?: number[];
  level?: StockLevelFilter;
}

/** A report's answer: `{ pageData, paging, totals, chart? }` (totals over the whole range, never the page). */
export interface AnyAnswer {
  pageData: object[];
  paging: { totalItem: number; pageSize: number; pageNumber: number };
  totals: object;
  chart?: unknown;
}

type RowOf<A extends AnyAnswer> = A['pageData'][number];

export interface ReportColumn<A extends AnyAnswer> {
  key: keyof RowOf<A> & string;
  /** reports.column.<key> unless told. */
  title?: TranslationKey;
  kind: ColumnKind;
  /**
   * What an empty value reads as: the row of the sales with no doctor or no patient (NO_OWNER_ID) has no name of
   * its own, and says so ("No doctor", "Walk-in customer").
   */
  blank?: TranslationKey;
}

export interface ReportTotal<A extends AnyAnswer> {
  key: keyof A['totals'] & string;
  kind: 'money' | 'count';
}

export interface ChartContext {
  t: Translate;
  lang: Language;
}

export interface ReportDefinition<A extends AnyAnswer> {
  screenId: ScreenId;
  /** The screen's title (screen.<key>), also the export's first line. */
  title: TranslationKey;
  /** What the report counts, under its title and in its export (reports.basis.<key>). */
  basis: TranslationKey;
  /** The export's file name before its range: 'bao-cao-doanh-thu' → bao-cao-doanh-thu_2026-11-01_2026-11-30.xlsx. */
  fileName: string;
  /** The client call (client.reports.<name>). */
  load: (
    query: { pageSize: number; pageNumber: number },
    body: ReportBody,
    options: CallOptions,
  ) => Promise<A>;
  rowKey: (row: NoInfer<RowOf<A>>) => string | number;
  columns: readonly ReportColumn<NoInfer<A>>[];
  /** The cards over the table, from the answer's `totals`. */
  totals: readonly ReportTotal<NoInfer<A>>[];
  /** Its own filters. */
  filters?: readonly ExtraFilter[];
  /** Stock is the clinic's: the stock reports are not narrowed by location or doctor. */
  byPlace?: boolean;
  /** What to draw of the answer's `chart`, where people would rather look than read. */
  chart?: (chart: NoInfer<NonNullable<A['chart']>>, context: ChartContext) => ReactNode;
}

/**
 * A report's definition, typed from its client call's answer (`api.reports.saleSummary`): the call takes its own
 * filter type, of which ReportBody holds every field.
 */
export function defineReport<A extends AnyAnswer>(
  load: (query: { pageSize: number; pageNumber: number }, body: never, options?: CallOptions) => Promise<A>,
  definition: Omit<ReportDefinition<A>, 'load'>,
): ReportDefinition<A> {
  return { ...definition, load: load as unknown as ReportDefinition<A>['load'] };
}

/** The translation key of a column's title. */
export const columnTitle = (column: { key: string; title?: TranslationKey }): TranslationKey =>
  column.title ?? (`reports.column.${column.key}` as TranslationKey);
