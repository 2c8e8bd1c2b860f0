import type { PatientListItem, PatientSearchQuery } from '@clinic/api-client';
import { type PatientSortKey, PermissionLevel, ScreenId } from '@clinic/domain';
import { formatCount } from '@clinic/i18n';
import { useAbility } from '@clinic/permissions';
import { Button, EmptyState, Table, type TableColumn, type TableSort, useT } from '@clinic/ui';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Page } from '../../app/shell/Page';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { RESOURCE_PAGE_SIZE } from '../../shared/resources/PagedList';
import { useDebounced } from '../../shared/resources/useDebounced';
import { hasFilters, noFilters, type PatientFilterState, toSearchFilter } from './filters';
import { birthText, genderText, provinceName } from './format';
import { PatientAvatar } from './PatientAvatar';
import { PatientFilters } from './PatientFilters';
import * as styles from './patients.css';
import { usePatientPage } from './queries';

/** Table columns the server can order by (the others are not sortable). */
const sortKeyOf: Record<string, PatientSortKey> = {
  code: 'code',
  fullName: 'fullName',
  birth: 'yearOfBirth',
};

/** The listing of screen 12: search without diacritics, filters, sortable pages of 50; a row opens the details. */
export function PatientList({ debounceMs = 300 }: { debounceMs?: number }) {
  const { t, lang } = useT();
  const errorText = useApiErrorText();
  const [, navigate] = useLocation();
  const canWrite = useAbility().canScreen(ScreenId.PatientRecords, PermissionLevel.Write);
  const [keyword, setKeyword] = useState('');
  const [filters, setFilters] = useState<PatientFilterState>(noFilters);
  const [sort, setSort] = useState<TableSort | null>(null);
  const [pageNumber, setPageNumber] = useState(1);
  const settledKeyword = useDebounced(keyword.trim(), debounceMs);
  const filter = toSearchFilter(settledKeyword, filters);
  const query: PatientSearchQuery = {
    pageSize: RESOURCE_PAGE_SIZE,
    pageNumber,
    ...(sort ? { orderBy: sortKeyOf[sort.key], orderByType: sort.direction } : {}),
  };
  const list = usePatientPage(query, filter);
  const firstPage =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPageNumber(1);
    };

  const columns: TableColumn<PatientListItem>[] = [
    {
      key: 'code',
      header: t('patients.field.code'),
      sortable: true,
      width: 'sm',
      cell: (p) => <span className={styles.code}>{p.code}</span>,
    },
    {
      key: 'fullName',
      header: t('patients.field.fullName'),
      sortable: true,
      cell: (p) => (
        <span className={styles.person}>
          <PatientAvatar name={p.fullName} fileId={p.avatarFileId} size="sm" />
          {p.fullName}
        </span>
      ),
    },
    { key: 'gender', header: t('patients.field.gender'), cell: (p) => genderText(t, p.gender) },
    { key: 'birth', header: t('patients.field.birth'), sortable: true, cell: (p) => birthText(p) },
    { key: 'phone', header: t('patients.field.phone'), cell: (p) => p.phone },
    {
      key: 'province',
      header: t('patients.field.province'),
      hideBelow: 'desktop',
      cell: (p) => provinceName(p.provinceId),
    },
  ];

  const searching = settledKeyword !== '' || hasFilters(filters);
  const title = t('screen.patientRecords');
  return (
    <Page
      wide
      title={title}
      actions={
        canWrite && (
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => navigate('/merge')}>
              {t('patients.list.merge')}
            </Button>
            <Button onClick={() => navigate('/new')}>{t('patients.list.add')}</Button>
          </div>
        )
      }
    >
      {!canWrite && <p className={styles.muted}>{t('patients.list.readOnly')}</p>}
      <PatientFilters
        keyword={keyword}
        onKeywordChange={firstPage(setKeyword)}
        filters={filters}
        onFiltersChange={firstPage(setFilters)}
      />
      {list.data && (
        <p className={styles.total} aria-live="polite">
          {list.data.paging.totalIsCapped
            ? t('patients.list.totalCapped', { total: formatCount(list.data.paging.totalItem, lang) })
            : t('patients.list.total', { count: list.data.paging.totalItem })}
        </p>
      )}
      <Table
        caption={title}
        columns={columns}
        rows={list.data?.pageData ?? []}
        rowKey="id"
        loading={list.isPending}
        sort={sort}
        onSortChange={firstPage(setSort)}
        pageNumber={pageNumber}
        pageSize={RESOURCE_PAGE_SIZE}
        totalItem={list.data?.paging.totalItem ?? 0}
        totalIsCapped={list.data?.paging.totalIsCapped}
        onPageChange={setPageNumber}
        onRowClick={(p) => navigate(`/${p.id}`)}
        empty={
          list.isError ? (
            <EmptyState size="sm" icon="alert" title={errorText(list.error)} />
          ) : searching ? (
            <EmptyState
              size="sm"
              icon="search"
              title={t('patients.list.noResults')}
              description={t('patients.list.noResultsText')}
            />
          ) : (
            <EmptyState
              size="sm"
              title={t('patients.list.emptyTitle')}
              description={canWrite ? t('patients.list.emptyText') : undefined}
            />
          )
        }
      />
    </Page>
  );
}
