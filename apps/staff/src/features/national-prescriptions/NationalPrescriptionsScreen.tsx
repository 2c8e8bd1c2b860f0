import type { NationalPrescriptionRow } from '@clinic/api-client';
import { addDays, NationalStatus, nationalStatuses, PermissionLevel, ScreenId } from '@clinic/domain';
import { useAbility } from '@clinic/permissions';
import { Button, EmptyState, FormField, Input, Select, Table, type TableColumn, useT } from '@clinic/ui';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { formatClinicDateTime, useClinicTimeZone } from '../../app/clinicTime';
import { Page } from '../../app/shell/Page';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { DateRangeFilter } from '../../shared/resources/DateRangeFilter';
import * as resourceStyles from '../../shared/resources/resources.css';
import { useDebounced } from '../../shared/resources/useDebounced';
import { todayIn } from '../schedules/calendar';
import { DEFAULT_DAYS, type NationalFilters, readFilters, toQuery, writeFilters } from './filters';
import { NationalStatusBadge } from './NationalStatusBadge';
import * as styles from './national.css';
import { reasonText, sendActionOf } from './nationalState';
import { NATIONAL_PAGE_SIZE, useCanSendNational, useNationalList, useNationalSend } from './queries';

type Row = NationalPrescriptionRow & { id: number };

/**
 * The national prescription list: what was sent to the national e-prescription system, newest queued
 * first, by status, days and patient, with why a send was refused and "Send again" where it may be. Every filter is
 * in the address; a change of filter goes back to page 1.
 */
export default function NationalPrescriptionsScreen({ debounceMs = 300 }: { debounceMs?: number }) {
  const { t } = useT();
  const errorText = useApiErrorText();
  const timeZone = useClinicTimeZone();
  const today = todayIn(timeZone);
  const canOpenExam = useAbility().canScreen(ScreenId.TodayExaminations, PermissionLevel.Read);
  const canSend = useCanSendNational();
  const send = useNationalSend();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params, today);
  const set = (patch: Partial<NationalFilters>) =>
    setParams(writeFilters({ ...filters, page: 1, ...patch }, today), { replace: true });

  // The keyword is typed: the list follows once typing pauses; the address keeps what was settled.
  const [keyword, setKeyword] = useState(filters.keyword);
  const settled = useDebounced(keyword.trim(), debounceMs);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled keyword moves the address.
  useEffect(() => {
    if (settled !== filters.keyword) set({ keyword: settled });
  }, [settled]);

  const list = useNationalList(toQuery(filters, NATIONAL_PAGE_SIZE));
  const rows: Row[] = (list.data?.pageData ?? []).map((r) => ({ ...r, id: r.prescriptionId }));
  const now = Date.now();

  const columns: TableColumn<Row>[] = [
    {
      key: 'createdAt',
      header: t('prescriptions.national.list.created'),
      cell: (r) => formatClinicDateTime(r.createdAt, timeZone),
    },
    {
      key: 'patient',
      header: t('prescriptions.national.list.patient'),
      cell: (r) => (
        <span>
          {r.patientName}
          <span className={styles.muted}>{r.patientCode}</span>
        </span>
      ),
    },
    {
      key: 'visit',
      header: t('prescriptions.national.list.visit'),
      // The exam screen shows the visit's prescription (read-only once finished); without it, the code alone.
      cell: (r) =>
        canOpenExam ? (
          <Link href={`/queue/${r.appointmentId}/exam`}>{r.appointmentCode}</Link>
        ) : (
          r.appointmentCode
        ),
    },
    {
      key: 'doctor',
      header: t('prescriptions.national.list.doctor'),
      cell: (r) => r.doctorName ?? '',
      hideBelow: 'desktop',
    },
    {
      key: 'code',
      header: t('prescriptions.national.list.code'),
      cell: (r) => <span className={styles.mono}>{r.national.code ?? ''}</span>,
    },
    {
      key: 'kind',
      header: t('prescriptions.national.list.kind'),
      cell: (r) => t(`prescriptions.national.kind.${r.national.kind}`),
      hideBelow: 'desktop',
    },
    {
      key: 'status',
      header: t('prescriptions.national.list.status'),
      cell: (r) => <NationalStatusBadge national={r.national} withCode={false} />,
    },
    {
      key: 'reasons',
      header: t('prescriptions.national.list.reasons'),
      wrap: true,
      cell: (r) =>
        r.national.errors.length > 0 && r.national.status !== NationalStatus.Sent ? (
          <ul className={styles.reasons}>
            {r.national.errors.map((error, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the reasons are replaced whole, never reordered.
              <li key={i}>{reasonText(error, t)}</li>
            ))}
          </ul>
        ) : null,
    },
    {
      key: 'nationalId',
      header: t('prescriptions.national.list.nationalId'),
      cell: (r) => <span className={styles.mono}>{r.national.nationalId ?? ''}</span>,
      hideBelow: 'desktop',
    },
    {
      key: 'actions',
      header: t('prescriptions.national.list.actions'),
      align: 'end',
      cell: (r) =>
        canSend && sendActionOf(r.national, now) === 'again' ? (
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('prescriptions.national.sendAgainFor', {
              code: r.national.code ?? r.appointmentCode,
            })}
            loading={send.isPending && send.variables?.prescriptionId === r.prescriptionId}
            onClick={() => send.mutate({ prescriptionId: r.prescriptionId, appointmentId: r.appointmentId })}
          >
            {t('prescriptions.national.sendAgain')}
          </Button>
        ) : null,
    },
  ];

  const title = t('screen.nationalPrescriptions');
  const filtered = filters.status !== null || filters.keyword !== '';
  return (
    <Page wide title={title}>
      <div className={resourceStyles.toolbar}>
        <FormField label={t('resources.list.search')} hideLabel className={resourceStyles.search}>
          <Input
            type="search"
            value={keyword}
            placeholder={t('resources.list.searchPlaceholder')}
            onChange={(event) => setKeyword(event.target.value)}
          />
        </FormField>
        <FormField label={t('prescriptions.national.list.status')} className={resourceStyles.filter}>
          <Select
            value={filters.status ?? ''}
            onChange={(event) => set({ status: (event.target.value || null) as NationalStatus | null })}
            options={[
              { value: '', label: t('prescriptions.national.list.allStatuses') },
              ...nationalStatuses.map((status) => ({
                value: status,
                label: t(`prescriptions.national.status.${status}`),
              })),
            ]}
          />
        </FormField>
        <DateRangeFilter
          from={filters.from}
          to={filters.to}
          onFrom={(from) => set({ from: from ?? addDays(filters.to, 1 - DEFAULT_DAYS) })}
          onTo={(to) => set({ to: to ?? today })}
        />
      </div>
      <Table
        caption={title}
        columns={columns}
        rows={rows}
        rowKey="id"
        loading={list.isPending}
        pageNumber={filters.page}
        pageSize={NATIONAL_PAGE_SIZE}
        totalItem={list.data?.paging.totalItem ?? 0}
        onPageChange={(page) => set({ page })}
        empty={
          list.isError ? (
            <EmptyState
              size="sm"
              icon="alert"
              title={t('prescriptions.national.list.loadError')}
              description={errorText(list.error)}
              action={
                <Button onClick={() => void list.refetch()}>{t('prescriptions.national.list.retry')}</Button>
              }
            />
          ) : filtered ? (
            <EmptyState size="sm" title={t('resources.list.noResults')} />
          ) : (
            <EmptyState
              size="sm"
              title={t('prescriptions.national.list.emptyTitle')}
              description={t('prescriptions.national.list.emptyText')}
            />
          )
        }
      />
    </Page>
  );
}
