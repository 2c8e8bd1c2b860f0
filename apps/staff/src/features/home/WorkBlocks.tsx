import type { AppointmentItem } from '@clinic/api-client';
import { AppointmentStatus, PermissionLevel, ScreenId } from '@clinic/domain';
import { formatCount, formatDate } from '@clinic/i18n';
import { useAbility } from '@clinic/permissions';
import { Card, useT } from '@clinic/ui';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { useClinicTimeZone } from '../../app/clinicTime';
import { clinicState } from '../../state/clinic';
import { BlockBody } from '../dashboard/Block';
import { todayIn } from '../schedules/calendar';
import * as styles from './Home.css';
import {
  useHomeBillingQueue,
  useReExaminationsDue,
  useTodayAppointments,
  useUnmatchedTransferCount,
} from './queries';

/** How many upcoming patients a block names; the screen behind it has the rest. */
const NEXT_ROWS = 5;

const byTime = (a: AppointmentItem, b: AppointmentItem) =>
  a.time.localeCompare(b.time) || (a.orderNumber ?? 0) - (b.orderNumber ?? 0);
const withStatus = (items: readonly AppointmentItem[], statuses: readonly number[]) =>
  items.filter((item) => statuses.includes(item.status)).sort(byTime);

/** A work block: its title, a headline figure, what comes next, and one link into the screen that acts on it. */
function WorkCard({
  title,
  href,
  action,
  children,
}: {
  title: string;
  href: string;
  action: string;
  children: ReactNode;
}) {
  return (
    <Card
      title={title}
      footer={
        <Link href={href} className={styles.action}>
          {action}
        </Link>
      }
    >
      {children}
    </Card>
  );
}

function Figure({ value, label }: { value: number; label: string }) {
  const { lang } = useT();
  return (
    <p className={styles.figure}>
      <span className={styles.figureValue}>{formatCount(value, lang)}</span> {label}
    </p>
  );
}

function Visits({ items, empty }: { items: readonly AppointmentItem[]; empty: string }) {
  if (items.length === 0) return <p className={styles.muted}>{empty}</p>;
  return (
    <ul className={styles.rows}>
      {items.slice(0, NEXT_ROWS).map((item) => (
        <li key={item.id}>
          <Link href={`/appointments/${item.id}`} className={styles.row}>
            <span className={styles.time}>{item.time}</span>
            <span>{item.patient.fullName}</span>
            <span className={styles.muted}>{item.doctorName}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Reception: who is still to arrive today (next by time) and how many wait, checked in. */
export function ReceptionBlock() {
  const { t } = useT();
  const today = useTodayAppointments(ScreenId.Appointments, {});
  return (
    <WorkCard
      title={t('staff.home.reception.title')}
      href="/appointments"
      action={t('staff.home.reception.open')}
    >
      <BlockBody query={today}>
        {(items) => (
          <>
            <Figure
              value={withStatus(items, [AppointmentStatus.CheckedIn]).length}
              label={t('staff.home.reception.waiting')}
            />
            <h3 className={styles.subheading}>{t('staff.home.reception.arrivals')}</h3>
            <Visits
              items={withStatus(items, [AppointmentStatus.NotApproved, AppointmentStatus.Approved])}
              empty={t('staff.home.reception.noArrivals')}
            />
          </>
        )}
      </BlockBody>
    </WorkCard>
  );
}

/**
 * The doctor's queue today: their own when the signed-in user is a doctor (the clinic data marks their record),
 * otherwise what their groups let them see (one doctor, or every doctor they may see).
 */
export function DoctorBlock() {
  const { t } = useT();
  const { doctors } = useSnapshot(clinicState);
  const mine = doctors.filter((doctor) => doctor.isMine);
  const shown = mine.length ? mine : doctors;
  const doctorIds = shown.length === 1 ? [shown[0]!.id] : mine.length ? mine.map((d) => d.id) : undefined;
  const today = useTodayAppointments(ScreenId.TodayExaminations, doctorIds ? { doctorIds } : {});
  const canReExams = useAbility().canScreen(ScreenId.ReExaminationAppointments, PermissionLevel.Read);
  return (
    <>
      <WorkCard title={t('staff.home.doctor.title')} href="/queue" action={t('staff.home.doctor.open')}>
        <BlockBody query={today}>
          {(items) => {
            const waiting = withStatus(items, [AppointmentStatus.CheckedIn]);
            const next = waiting[0];
            return (
              <>
                <Figure value={waiting.length} label={t('staff.home.doctor.waiting')} />
                <p className={styles.muted}>
                  {next
                    ? t('staff.home.doctor.next', { name: next.patient.fullName, time: next.time })
                    : t('staff.home.doctor.noneWaiting')}
                </p>
              </>
            );
          }}
        </BlockBody>
      </WorkCard>
      {canReExams && <ReExaminationsBlock doctorIds={doctorIds} />}
    </>
  );
}

function ReExaminationsBlock({ doctorIds }: { doctorIds: number[] | undefined }) {
  const { t } = useT();
  const today = todayIn(useClinicTimeZone());
  const due = useReExaminationsDue(today, doctorIds, true);
  return (
    <WorkCard
      title={t('staff.home.reExams.title')}
      href="/re-examinations"
      action={t('staff.home.reExams.open')}
    >
      <BlockBody query={due}>
        {(items) => (
          <>
            <Figure value={items.length} label={t('staff.home.reExams.due')} />
            {items.length === 0 ? (
              <p className={styles.muted}>{t('staff.home.reExams.none')}</p>
            ) : (
              <ul className={styles.rows}>
                {items.slice(0, NEXT_ROWS).map((item) => (
                  <li key={item.appointmentId} className={styles.row}>
                    <span className={styles.time}>{formatDate(item.reExamDate)}</span>
                    <span>{item.patient.fullName}</span>
                    <span className={styles.muted}>{item.doctorName}</span>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </BlockBody>
    </WorkCard>
  );
}

/** The cashier: visits waiting for billing, and bank transfers that found no invoice. */
export function CashierBlock() {
  const { t } = useT();
  const queue = useHomeBillingQueue();
  const transfers = useUnmatchedTransferCount();
  return (
    <>
      <WorkCard title={t('staff.home.cashier.title')} href="/billing" action={t('staff.home.cashier.open')}>
        <BlockBody query={queue}>
          {(items) => (
            <>
              <Figure value={items.length} label={t('staff.home.cashier.waiting')} />
              {items.length === 0 ? (
                <p className={styles.muted}>{t('staff.home.cashier.none')}</p>
              ) : (
                <ul className={styles.rows}>
                  {items.slice(0, NEXT_ROWS).map((item) => (
                    <li key={item.appointmentId}>
                      <Link href={`/billing?appointmentId=${item.appointmentId}`} className={styles.row}>
                        <span className={styles.time}>{item.time}</span>
                        <span>{item.patientName}</span>
                        <span className={styles.muted}>{item.doctorName}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </BlockBody>
      </WorkCard>
      <WorkCard
        title={t('staff.home.transfers.title')}
        href="/billing"
        action={t('staff.home.transfers.open')}
      >
        <BlockBody query={transfers}>
          {(count) => <Figure value={count} label={t('staff.home.transfers.unmatched')} />}
        </BlockBody>
      </WorkCard>
    </>
  );
}
