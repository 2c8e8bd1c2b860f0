import type { Page, ResourceListQuery } from '@clinic/api-client';
import { EmptyState, FormField, Input, Table, type TableColumn, type TableSort, useT } from '@clinic/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiErrorText } from '../forms/useApiErrorText';
import * as styles from './resources.css';
import { useDebounced } from './useDebounced';

export const RESOURCE_PAGE_SIZE = 50;

/**
 * The state of a searchable, sortable list paged by 50: the keyword (sent once typing pauses), the sort and the
 * page, and the query that loads it. Changing the keyword, the sort or a filter goes back to page 1.
 */
export function usePagedList<Item>(options: {
  /** The cache key prefix; the query itself is appended ('list', query). */
  queryKey: readonly unknown[];
  fetch: (query: ResourceListQuery) => Promise<Page<Item>>;
  debounceMs: number;
  /** Extra filters of the screen (the enabled filter of settings lists). */
  filters?: Partial<ResourceListQuery> & Record<string, string | number | boolean | undefined>;
}) {
  const [keyword, setKeywordState] = useState('');
  const [sort, setSortState] = useState<TableSort | null>(null);
  const [pageNumber, setPageNumber] = useState(1);
  const settledKeyword = useDebounced(keyword.trim(), options.debounceMs);
  const query: ResourceListQuery = {
    pageSize: RESOURCE_PAGE_SIZE,
    pageNumber,
    ...(settledKeyword ? { keyword: settledKeyword } : {}),
    ...options.filters,
    ...(sort ? { sortBy: sort.key, sortDirection: sort.direction } : {}),
  };
  const list = useQuery({
    queryKey: [...options.queryKey, 'list', query],
    queryFn: () => options.fetch(query),
    placeholderData: keepPreviousData,
  });
  return {
    keyword,
    setKeyword: (value: string) => {
      setKeywordState(value);
      setPageNumber(1);
    },
    sort,
    setSort: (value: TableSort | null) => {
      setSortState(value);
      setPageNumber(1);
    },
    pageNumber,
    setPageNumber,
    /** A filter's setter that also goes back to page 1. */
    filterSetter:
      <V,>(apply: (value: V) => void) =>
      (value: V) => {
        apply(value);
        setPageNumber(1);
      },
    settledKeyword,
    list,
  };
}
export type PagedList<Item> = ReturnType<typeof usePagedList<Item>>;

/** The list's search box. */
export function SearchField({ paged }: { paged: PagedList<unknown> }) {
  const { t } = useT();
  return (
    <FormField label={t('resources.list.search')} hideLabel className={styles.search}>
      <Input
        type="search"
        value={paged.keyword}
        placeholder={t('resources.list.searchPlaceholder')}
        onChange={(event) => paged.setKeyword(event.target.value)}
      />
    </FormField>
  );
}

/** The search box of a list whose keyword is a code (an invoice's, a sheet's), labelled as such among the filters. */
export function CodeSearchField({ label, paged }: { label: string; paged: PagedList<unknown> }) {
  return (
    <FormField label={label} className={styles.filter}>
      <Input type="search" value={paged.keyword} onChange={(event) => paged.setKeyword(event.target.value)} />
    </FormField>
  );
}

/**
 * The paged table of a list screen, with its empty state: the load error, 'no results' when a filter is on (by
 * default, a settled keyword), or the list's own empty title and text.
 */
export function PagedTable<Item extends { id: number }>({
  caption,
  columns,
  paged,
  emptyTitle,
  emptyText,
  filtered = paged.settledKeyword !== '',
  onRowClick,
}: {
  caption: string;
  columns: readonly TableColumn<Item>[];
  paged: PagedList<Item>;
  emptyTitle: string;
  emptyText?: string | undefined;
  filtered?: boolean;
  /** A row opens its details (the stock on hand drawer). */
  onRowClick?: (row: Item) => void;
}) {
  const { t } = useT();
  const errorText = useApiErrorText();
  const { list } = paged;
  return (
    <Table
      caption={caption}
      columns={columns}
      rows={list.data?.pageData ?? []}
      rowKey="id"
      loading={list.isPending}
      sort={paged.sort}
      onSortChange={paged.setSort}
      pageNumber={paged.pageNumber}
      pageSize={RESOURCE_PAGE_SIZE}
      totalItem={list.data?.paging.totalItem ?? 0}
      onPageChange={paged.setPageNumber}
      {...(onRowClick ? { onRowClick } : {})}
      empty={
        list.isError ? (
          <EmptyState size="sm" icon="alert" title={errorText(list.error)} />
        ) : filtered ? (
          <EmptyState size="sm" title={t('resources.list.noResults')} />
        ) : (
          <EmptyState size="sm" title={emptyTitle} description={emptyText} />
        )
      }
    />
  );
}
