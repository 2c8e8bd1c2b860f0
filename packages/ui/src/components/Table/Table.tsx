import { DEFAULT_PAGE_SIZE } from '@clinic/domain';
import { type Key, type KeyboardEvent, type MouseEvent, type ReactNode, useId } from 'react';
import { cx } from '../../internal/cx';
import { useT } from '../../useT';
import { visuallyHidden } from '../../utils.css';
import { EmptyState } from '../EmptyState/EmptyState';
import { Icon } from '../Icon/Icon';
import { Pagination } from '../Pagination/Pagination';
import * as styles from './Table.css';

/** What a click inside a clickable row leaves to itself. */
const INTERACTIVE = 'a, button, input, select, textarea, label, [role="dialog"]';

export type SortDirection = 'asc' | 'desc';

/** The column and direction the rows are ordered by (the API's orderBy and orderByType). */
export interface TableSort {
  key: string;
  direction: SortDirection;
}

export interface TableColumn<Row> {
  /** Unique; also the sort key and, without `cell`, the field shown. */
  key: string;
  header: ReactNode;
  cell?: (row: Row, index: number) => ReactNode;
  sortable?: boolean;
  /** 'end' for amounts and counts (tabular figures). */
  align?: keyof typeof styles.align;
  width?: keyof typeof styles.width;
  /** Hide the column on screens narrower than this. */
  hideBelow?: keyof typeof styles.hideBelow;
  /** Let long text (a note, a diagnosis) wrap; other cells stay on one line. */
  wrap?: boolean;
}

export interface TableProps<Row> {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  /** A field of the row or a function giving each row a stable key. */
  rowKey: keyof Row | ((row: Row) => Key);
  /** Names the table for screen readers; shown as its title with `showCaption`. */
  caption: string;
  showCaption?: boolean;
  /** Controlled sorting: clicking a sortable header cycles ascending → descending → unsorted. */
  sort?: TableSort | null;
  onSortChange?: (sort: TableSort | null) => void;
  /** Controlled paging (1-based, 50 per page by default); the pager shows when `onPageChange` is given. */
  pageNumber?: number;
  pageSize?: number;
  totalItem?: number;
  /** More than `totalItem` match (a list that stops counting at a cap): the pager says '1000+'. */
  totalIsCapped?: boolean;
  onPageChange?: (pageNumber: number) => void;
  /** Skeleton rows instead of data while the page loads. */
  loading?: boolean;
  /** What an empty table shows; 'Không có dữ liệu' by default. */
  empty?: ReactNode;
  /** Makes rows clickable (and reachable with Tab, opened with Enter). */
  onRowClick?: (row: Row) => void;
  className?: string;
}

const SKELETON_ROWS = 5;

/** A data table with controlled sorting and paging, an empty state and a loading skeleton. */
export function Table<Row>({
  columns,
  rows,
  rowKey,
  caption,
  showCaption = false,
  sort = null,
  onSortChange,
  pageNumber = 1,
  pageSize = DEFAULT_PAGE_SIZE,
  totalItem,
  totalIsCapped,
  onPageChange,
  loading = false,
  empty,
  onRowClick,
  className,
}: TableProps<Row>) {
  const { t } = useT();
  const captionId = useId();
  const keyOf = (row: Row): Key =>
    typeof rowKey === 'function' ? rowKey(row) : (row[rowKey] as unknown as Key);

  const nextSort = (key: string): TableSort | null => {
    if (sort?.key !== key) return { key, direction: 'asc' };
    return sort.direction === 'asc' ? { key, direction: 'desc' } : null;
  };

  const cellClass = (column: TableColumn<Row>) =>
    cx(
      styles.align[column.align ?? 'start'],
      styles.width[column.width ?? 'auto'],
      column.hideBelow && styles.hideBelow[column.hideBelow],
      column.wrap && styles.wrap,
    );

  // A click on a control inside the row (a row's buttons) or in a dialog it opened (React bubbles events out of
  // portals) is that control's, not the row's.
  const onRowClickEvent = (event: MouseEvent<HTMLTableRowElement>, row: Row) => {
    const target = event.target as Element;
    if (!event.currentTarget.contains(target) || target.closest(INTERACTIVE)) return;
    onRowClick?.(row);
  };

  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, row: Row) => {
    if (event.key === 'Enter' && event.target === event.currentTarget) onRowClick?.(row);
  };

  let body: ReactNode;
  if (loading) {
    body = Array.from({ length: SKELETON_ROWS }, (_, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing else to tell them apart.
      <tr key={index} className={styles.row}>
        {columns.map((column) => (
          <td key={column.key} className={cx(styles.cell, cellClass(column))}>
            <span className={styles.skeleton} />
          </td>
        ))}
      </tr>
    ));
  } else if (rows.length === 0) {
    body = (
      <tr>
        <td colSpan={columns.length} className={styles.emptyCell}>
          {empty ?? <EmptyState size="sm" />}
        </td>
      </tr>
    );
  } else {
    body = rows.map((row, index) => (
      <tr
        key={keyOf(row)}
        className={cx(styles.row, onRowClick && styles.clickable)}
        tabIndex={onRowClick ? 0 : undefined}
        onClick={onRowClick ? (event) => onRowClickEvent(event, row) : undefined}
        onKeyDown={onRowClick ? (event) => onRowKeyDown(event, row) : undefined}
      >
        {columns.map((column) => (
          <td key={column.key} className={cx(styles.cell, cellClass(column))}>
            {column.cell ? column.cell(row, index) : (row[column.key as keyof Row] as ReactNode)}
          </td>
        ))}
      </tr>
    ));
  }

  return (
    <div className={cx(styles.root, className)}>
      <section
        className={styles.scroller}
        aria-labelledby={captionId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable to scroll it by keyboard.
        tabIndex={0}
      >
        <table className={styles.table} aria-busy={loading || undefined}>
          <caption id={captionId} className={showCaption ? styles.caption : visuallyHidden}>
            {caption}
          </caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const active = sort?.key === column.key ? sort.direction : null;
                const sortable = column.sortable && onSortChange;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    className={cx(styles.headerCell, cellClass(column))}
                    aria-sort={
                      sortable
                        ? active
                          ? active === 'asc'
                            ? 'ascending'
                            : 'descending'
                          : 'none'
                        : undefined
                    }
                  >
                    {sortable ? (
                      <button
                        type="button"
                        className={styles.sortButton}
                        title={t(active === 'asc' ? 'ui.table.sortDescending' : 'ui.table.sortAscending')}
                        onClick={() => onSortChange(nextSort(column.key))}
                      >
                        {column.header}
                        <Icon
                          name={active === 'asc' ? 'arrow-up' : active === 'desc' ? 'arrow-down' : 'sort'}
                          size="sm"
                          className={active ? styles.sortIconActive : styles.sortIcon}
                        />
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>{body}</tbody>
        </table>
        <span role="status" className={visuallyHidden}>
          {loading ? t('ui.table.loading') : ''}
        </span>
      </section>
      {onPageChange && totalItem !== undefined && (totalItem > 0 || loading) && (
        <Pagination
          pageNumber={pageNumber}
          pageSize={pageSize}
          totalItem={totalItem}
          totalIsCapped={totalIsCapped}
          onPageChange={onPageChange}
        />
      )}
    </div>
  );
}
