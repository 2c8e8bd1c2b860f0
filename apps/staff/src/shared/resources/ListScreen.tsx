import { FormField, Select, type TableColumn, useT } from '@clinic/ui';
import type { ReactNode } from 'react';
import { Page } from '../../app/shell/Page';
import { type PagedList, PagedTable } from './PagedList';
import * as styles from './resources.css';

/**
 * The frame of a list screen: the page's header (title, a line of intro, actions), a reader's "read only" note,
 * what sits above the filters (tabs), the filters row, the paged table with its loading, empty and error states,
 * then the screen's drawers and dialogs (`children`).
 */
export function ListScreen<Item extends { id: number }>({
  title,
  text,
  actions,
  readOnly = false,
  tabs,
  filters,
  columns,
  paged,
  filtered,
  emptyTitle,
  emptyText,
  onRowClick,
  children,
}: {
  title: string;
  text?: string;
  actions?: ReactNode;
  /** The user may only read: said above the list. */
  readOnly?: boolean;
  tabs?: ReactNode;
  filters: ReactNode;
  columns: readonly TableColumn<Item>[];
  paged: PagedList<Item>;
  /** A filter is on, so an empty list means no result (by default, a settled keyword). */
  filtered?: boolean;
  emptyTitle: string;
  emptyText?: string | undefined;
  onRowClick?: (row: Item) => void;
  children?: ReactNode;
}) {
  const { t } = useT();
  return (
    <Page wide title={title} text={text} actions={actions}>
      {readOnly && <p className={styles.note}>{t('resources.list.readOnly')}</p>}
      {tabs}
      <div className={styles.toolbar}>{filters}</div>
      <PagedTable
        caption={title}
        columns={columns}
        paged={paged}
        filtered={filtered}
        emptyTitle={emptyTitle}
        emptyText={emptyText}
        onRowClick={onRowClick}
      />
      {children}
    </Page>
  );
}

/** A filter of the filters row: a labelled select whose first choice, '', is every row (`all`). */
export function ChoiceFilter({
  label,
  all,
  value,
  options,
  onChange,
}: {
  label: string;
  all: string;
  value: string | number;
  options: readonly { value: string | number; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <FormField label={label} className={styles.filter}>
      <Select
        value={value}
        onChange={(event) => onChange(event.target.value)}
        options={[{ value: '', label: all }, ...options]}
      />
    </FormField>
  );
}
