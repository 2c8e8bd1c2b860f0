import type { AppointmentItem } from '@clinic/api-client';
import {
  AppointmentFeature,
  type AppointmentStatus,
  allAppointmentStatuses,
  appointmentStatusKey,
  PermissionLevel,
  AppointmentStatus as S,
  ScreenId,
} from '@clinic/domain';
import { formatCount } from '@clinic/i18n';
import { useAbility } from '@clinic/permissions';
import {
  Button,
  Combobox,
  DatePicker,
  EmptyState,
  FormField,
  Input,
  Notice,
  Select,
  StatusBadge,
  Table,
  type TableColumn,
  Tabs,
  useT,
} from '@clinic/ui';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { useClinicTimeZone } from '../../app/clinicTime';
import { Page } from '../../app/shell/Page';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { RESOURCE_PAGE_SIZE } from '../../shared/resources/PagedList';
import { useDebounced } from '../../shared/resources/useDebounced';
import { clinicState } from '../../state/clinic';
import * as patientStyles from '../patients/patients.css';
import { fullDate, todayIn } from '../schedules/calendar';
import { AppointmentActions } from './AppointmentActions';
import * as styles from './appointments.css';
import {
  type AppointmentFilterState,
  defaultFilters,
  invalidFilters,
  toCountBody,
  toSearchBody,
} from './filters';
import { useAppointmentCount, useAppointmentSearch, useHasInvalidAppointments } from './queries';

const tabId = (status: AppointmentStatus | null) => (status === null ? 'all' : String(status));

/**
 * The listing of screen 10: a date range (today to a week ahead by default), status tabs with counts, doctor,
 * location and a keyword; pages of 50, newest state live (appointment.* events refresh the queries). Each row
 * carries the appointment's actions for a user who may write the screen; a click elsewhere on the row opens it.
 */
export function AppointmentList({ debounceMs = 300, today }: { debounceMs?: number; today?: string }) {
  const { t, lang } = useT();
  const errorText = useApiErrorText();
  const [, navigate] = useLocation();
  const search = useSearch();
  const timeZone = useClinicTimeZone();
  const clinic = useSnapshot(clinicState);
  const ability = useAbility();
  const canWrite = ability.canScreen(ScreenId.Appointments, PermissionLevel.Write);
  const canAdd = canWrite && ability.hasFeature(AppointmentFeature.Add);
  const day = today ?? todayIn(timeZone);
  const [keyword, setKeyword] = useState('');
  const [filters, setFilters] = useState<AppointmentFilterState>(() =>
    new URLSearchParams(search).get('status') === 'invalid' ? invalidFilters(S.Invalid) : defaultFilters(day),
  );
  const [pageNumber, setPageNumber] = useState(1);
  const settledKeyword = useDebounced(keyword.trim(), debounceMs);
  const body = toSearchBody(settledKeyword, filters);
  const countBody = toCountBody(settledKeyword, filters);
  const paging = { pageSize: RESOURCE_PAGE_SIZE, pageNumber };
  const list = useAppointmentSearch(paging, body);
  const counts = useAppointmentCount(countBody);
  const invalid = useHasInvalidAppointments();
  const set = (patch: Partial<AppointmentFilterState>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPageNumber(1);
  };
  const showInvalid = () => {
    setFilters(invalidFilters(S.Invalid));
    setKeyword('');
    setPageNumber(1);
  };
  const isDefault = JSON.stringify(filters) === JSON.stringify(defaultFilters(day));

  const columns: TableColumn<AppointmentItem>[] = [
    {
      key: 'code',
      header: t('appointments.field.code'),
      width: 'sm',
      cell: (a) => <span className={patientStyles.code}>{a.code}</span>,
    },
    {
      key: 'time',
      header: t('appointments.field.time'),
      cell: (a) => (
        <span className={styles.when}>
          <span className={styles.whenTime}>{a.time}</span>
          <span className={styles.sub}>{fullDate(a.date)}</span>
        </span>
      ),
    },
    {
      key: 'patient',
      header: t('appointments.field.patient'),
      cell: (a) => (
        <span className={styles.when}>
          <span>{a.patient.fullName}</span>
          <span className={styles.sub}>
            {a.patient.code} · {a.patient.phone}
          </span>
        </span>
      ),
    },
    {
      key: 'doctor',
      header: t('appointments.field.doctor'),
      // The location under the doctor, so the row keeps room for its actions.
      cell: (a) => (
        <span className={styles.when}>
          <span>{a.doctorName}</span>
          <span className={styles.sub}>{a.locationName}</span>
        </span>
      ),
    },
    {
      key: 'status',
      header: t('appointments.field.status'),
      cell: (a) => <StatusBadge status={a.status as AppointmentStatus} />,
    },
    {
      key: 'orderNumber',
      header: (
        <abbr title={t('appointments.field.orderNumber')}>{t('appointments.list.orderNumberShort')}</abbr>
      ),
      width: 'sm',
      cell: (a) => (a.orderNumber === null ? '' : <span className={styles.order}>{a.orderNumber}</span>),
    },
    ...(canWrite
      ? [
          {
            key: 'actions',
            header: t('appointments.list.actions'),
            align: 'end',
            cell: (a) => <AppointmentActions appointment={a} layout="list" />,
          } satisfies TableColumn<AppointmentItem>,
        ]
      : []),
  ];

  const byStatus = counts.data?.byStatus ?? {};
  const capped = new Set(counts.data?.cappedStatuses ?? []);
  /** A count the server stopped at the cap reads '1.000+'. */
  const badge = (n: number, isCapped: boolean) => (isCapped ? `${formatCount(n, lang)}+` : n);
  const tabs = [
    {
      id: 'all',
      label: t('appointments.list.allStatuses'),
      badge: counts.data && badge(counts.data.total, counts.data.totalIsCapped === true),
    },
    ...allAppointmentStatuses.map((s) => ({
      id: tabId(s),
      label: t(`ui.appointmentStatus.${appointmentStatusKey[s]}`),
      badge: badge(byStatus[String(s)] ?? 0, capped.has(String(s))),
    })),
  ];
  const title = t('appointments.title');
  return (
    <Page
      wide
      title={title}
      actions={canAdd && <Button onClick={() => navigate('/new')}>{t('appointments.list.add')}</Button>}
    >
      {invalid.data?.hasInvalid && filters.status !== S.Invalid && (
        <Notice
          className={styles.banner}
          action={
            <Button variant="secondary" size="sm" onClick={showInvalid}>
              {t('appointments.list.invalidLink')}
            </Button>
          }
        >
          {t('appointments.list.invalidBanner', { count: invalid.data.count })}
        </Notice>
      )}
      <div className={patientStyles.filters}>
        <FormField label={t('appointments.list.search')} hideLabel className={patientStyles.search}>
          <Input
            type="search"
            value={keyword}
            placeholder={t('appointments.list.searchPlaceholder')}
            onChange={(event) => {
              setKeyword(event.target.value);
              setPageNumber(1);
            }}
          />
        </FormField>
        <FormField label={t('appointments.list.from')} className={styles.dateFilter}>
          <DatePicker value={filters.from} onChange={(from) => set({ from })} />
        </FormField>
        <FormField label={t('appointments.list.to')} className={styles.dateFilter}>
          <DatePicker value={filters.to} onChange={(to) => set({ to })} />
        </FormField>
        <FormField label={t('appointments.field.doctor')} className={styles.pickFilter}>
          <Combobox<number>
            options={clinic.doctors.map((d) => ({ value: d.id, label: d.name }))}
            value={filters.doctorId}
            onChange={(doctorId) => set({ doctorId })}
            placeholder={t('appointments.list.allDoctors')}
          />
        </FormField>
        <FormField label={t('appointments.field.location')} className={styles.pickFilter}>
          <Select
            value={filters.locationId ?? ''}
            onChange={(event) =>
              set({ locationId: event.target.value === '' ? null : Number(event.target.value) })
            }
            options={[
              { value: '', label: t('appointments.list.allLocations') },
              ...clinic.locations.map((l) => ({ value: l.id, label: l.name })),
            ]}
          />
        </FormField>
        {!isDefault && (
          <Button
            variant="secondary"
            onClick={() => {
              setFilters(defaultFilters(day));
              setPageNumber(1);
            }}
          >
            {t('appointments.list.clearFilters')}
          </Button>
        )}
      </div>
      <Tabs
        className={styles.tabs}
        aria-label={t('appointments.list.statusTabs')}
        items={tabs}
        value={tabId(filters.status)}
        onChange={(id) => set({ status: id === 'all' ? null : (Number(id) as AppointmentStatus) })}
      />
      {list.data && (
        <p className={patientStyles.total} aria-live="polite">
          {list.data.paging.totalIsCapped
            ? t('appointments.list.totalCapped', { total: formatCount(list.data.paging.totalItem, lang) })
            : t('appointments.list.total', { count: list.data.paging.totalItem })}
        </p>
      )}
      <Table
        caption={title}
        columns={columns}
        rows={list.data?.pageData ?? []}
        rowKey="id"
        loading={list.isPending}
        pageNumber={pageNumber}
        pageSize={RESOURCE_PAGE_SIZE}
        totalItem={list.data?.paging.totalItem ?? 0}
        totalIsCapped={list.data?.paging.totalIsCapped}
        onPageChange={setPageNumber}
        onRowClick={(a) => navigate(`/${a.id}`)}
        empty={
          list.isError ? (
            <EmptyState size="sm" icon="alert" title={errorText(list.error)} />
          ) : (
            <EmptyState
              size="sm"
              icon="search"
              title={t('appointments.list.noResults')}
              description={t('appointments.list.noResultsText')}
            />
          )
        }
      />
    </Page>
  );
}
