import type { PatientListItem, ReExaminationItem } from '@clinic/api-client';
import {
  AppointmentFeature,
  AppointmentStatus,
  addDays,
  localDate,
  PermissionLevel,
  ScreenId,
} from '@clinic/domain';
import { formatDate, formatLongDate } from '@clinic/i18n';
import { useAbility } from '@clinic/permissions';
import { Badge, Button, FormField, Select, type TableColumn, useT } from '@clinic/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { useClinicTimeZone } from '../../app/clinicTime';
import { Page } from '../../app/shell/Page';
import { DateRangeFilter } from '../../shared/resources/DateRangeFilter';
import { PagedTable, SearchField, usePagedList } from '../../shared/resources/PagedList';
import * as resourceStyles from '../../shared/resources/resources.css';
import { clinicState } from '../../state/clinic';
import type { BookingPrefill } from '../appointments/appointmentForm';
import * as styles from '../lab-results/labResults.css';
import { PatientCell } from '../lab-results/PatientCell';
import { labClients, labKeys } from '../lab-results/queries';

const call = { screenId: ScreenId.ReExaminationAppointments };
/** The list opens on the coming week, as the API's default does. */
const WINDOW_DAYS = 7;

type Row = ReExaminationItem & { id: number };

/** What the booking form needs of the patient; the rest of a list item is not shown there. */
const patientOf = (p: ReExaminationItem['patient']): PatientListItem => ({
  ...p,
  gender: p.gender as PatientListItem['gender'],
  email: null,
  birthday: null,
  provinceId: null,
  address: null,
  avatarFileId: null,
  createdAt: '',
});

/**
 * Screen 42: patients the doctors asked back (result sheet or prescription), by day then name, with whether they
 * already booked. "Book" opens the appointment form with the patient, doctor, place and day filled in; the list is
 * read again when the receptionist comes back.
 */

/** The statuses of a booked visit that has begun: the patient came back, there is nothing left to book. */
const cameBack = new Set<number>([
  AppointmentStatus.CheckedIn,
  AppointmentStatus.InProgress,
  AppointmentStatus.Finished,
]);
export default function ReExaminationsScreen({ debounceMs = 300 }: { debounceMs?: number }) {
  const { t, lang } = useT();
  const ability = useAbility();
  const canBook =
    ability.canScreen(ScreenId.Appointments, PermissionLevel.Write) &&
    ability.hasFeature(AppointmentFeature.Add);
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const doctors = useSnapshot(clinicState).doctors;
  const today = localDate(new Date(), useClinicTimeZone());
  const [from, setFrom] = useState<string | null>(today);
  const [to, setTo] = useState<string | null>(addDays(today, WINDOW_DAYS));
  const [doctorId, setDoctorId] = useState('');
  const paged = usePagedList<Row>({
    queryKey: [...labKeys.reExaminations, { from, to, doctorId }],
    fetch: async ({ pageSize, pageNumber, keyword }) => {
      const page = await labClients.reExaminations.search(
        { pageSize, pageNumber },
        {
          ...(from ? { from } : {}),
          ...(to ? { to } : {}),
          ...(doctorId ? { doctorIds: [Number(doctorId)] } : {}),
          ...(keyword ? { keyword } : {}),
        },
        call,
      );
      // One row per visit: the visit's id keys the table.
      return { ...page, pageData: page.pageData.map((r) => ({ ...r, id: r.appointmentId })) };
    },
    debounceMs,
  });
  const filter =
    <V,>(set: (value: V) => void) =>
    (value: V) => {
      set(value);
      paged.setPageNumber(1);
    };

  const book = (row: Row) => {
    const bookingPrefill: BookingPrefill = {
      patient: patientOf(row.patient),
      doctorId: row.doctorId,
      locationId: row.locationId,
      date: row.reExamDate,
    };
    // Marked stale now, so the list is read again (the row then shows booked) when the receptionist returns.
    void queryClient.invalidateQueries({ queryKey: labKeys.reExaminations });
    navigate('/appointments/new', { state: { bookingPrefill } });
  };

  const columns: TableColumn<Row>[] = [
    {
      key: 'reExamDate',
      header: t('labResults.reExam.date'),
      // Where the date came from, under it.
      cell: (r) => (
        <span>
          {formatLongDate(r.reExamDate, lang)}
          <span className={styles.muted}>
            {r.reExamDate < today
              ? t('labResults.reExam.overdue')
              : `${t(`labResults.reExam.sources.${r.source}`)} · ${r.appointmentCode}`}
          </span>
        </span>
      ),
    },
    {
      key: 'patient',
      header: t('labResults.reExam.patient'),
      cell: (r) => <PatientCell patient={r.patient} />,
    },
    {
      key: 'doctorName',
      header: t('labResults.reExam.doctorDiagnosis'),
      wrap: true,
      // The diagnosis under the doctor: one column less, so "Book" fits a 1366 px desktop.
      cell: (r) => (
        <span>
          {r.doctorName}
          {r.diagnosis && <span className={styles.muted}>{r.diagnosis}</span>}
        </span>
      ),
    },
    {
      key: 'booked',
      header: t('labResults.reExam.booked'),
      align: 'end',
      cell: (r) =>
        r.bookedAppointment ? (
          <Badge tone="success">
            {/* A visit that has begun is the return itself, not a booking still to come. */}
            {t(
              cameBack.has(r.bookedAppointment.status)
                ? 'labResults.reExam.cameBackAt'
                : 'labResults.reExam.bookedAt',
              { time: r.bookedAppointment.time, date: formatDate(r.bookedAppointment.date) },
            )}
          </Badge>
        ) : canBook ? (
          <Button
            size="sm"
            aria-label={t('labResults.reExam.bookFor', { name: r.patient.fullName })}
            onClick={() => book(r)}
          >
            {t('labResults.reExam.book')}
          </Button>
        ) : (
          <Badge tone="warning">{t('labResults.reExam.notBooked')}</Badge>
        ),
    },
  ];

  const title = t('screen.reExaminationAppointments');
  const filtered = paged.settledKeyword !== '' || doctorId !== '';
  return (
    <Page wide title={title}>
      <div className={resourceStyles.toolbar}>
        <SearchField paged={paged} />
        <DateRangeFilter from={from} to={to} onFrom={filter(setFrom)} onTo={filter(setTo)} />
        <FormField label={t('labResults.reExam.doctor')} className={resourceStyles.filter}>
          <Select
            value={doctorId}
            onChange={(event) => filter(setDoctorId)(event.target.value)}
            options={[
              { value: '', label: t('labResults.reExam.allDoctors') },
              ...doctors.map((d) => ({ value: String(d.id), label: d.name })),
            ]}
          />
        </FormField>
      </div>
      <PagedTable
        caption={title}
        columns={columns}
        paged={paged}
        filtered={filtered}
        emptyTitle={t('labResults.reExam.emptyTitle')}
        emptyText={t('labResults.reExam.emptyText')}
      />
    </Page>
  );
}
