import { Button, buttonClassName, EmptyState, FormField, Select, Spinner, Tabs, useT } from '@clinic/ui';
import { useSnapshot } from 'valtio';
import { Link, useSearchParams } from 'wouter';
import { useClinicTimeZone } from '../../app/clinicTime';
import { Page } from '../../app/shell/Page';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { clinicState } from '../../state/clinic';
import { fullDate, todayIn } from '../schedules/calendar';
import { QueueRow } from './QueueRow';
import { useQueueEvents, useQueueToday } from './queries';
import {
  groupQueue,
  type QueueQuery,
  type QueueTab,
  queueCounts,
  queueTabs,
  readQueueQuery,
  writeQueueQuery,
} from './queue';
import * as styles from './queue.css';

/**
 * Screen 11: today's visits in status tabs (with counts), filtered by doctor and location (kept in the URL); each
 * row's buttons (AppointmentActions) are the moves the domain allows and the user's features permit. Every appointment.* event carries the
 * appointment, which goes straight into the list, so a booking or check-in at another desk shows without a reload or
 * a read. Checked In and In Progress patients can be called to the room by whoever may examine: screen 11 Write +
 * feature 104, what the API's call route demands.
 */
export function QueueList() {
  const { t } = useT();
  const errorText = useApiErrorText();
  const timeZone = useClinicTimeZone();
  const { doctors, locations } = useSnapshot(clinicState);
  const [params, setParams] = useSearchParams();
  const query = readQueueQuery(params);
  const setQuery = (patch: Partial<QueueQuery>) =>
    setParams(writeQueueQuery({ ...query, ...patch }), { replace: true });

  useQueueEvents(timeZone);

  const body = {
    ...(query.doctorIds.length ? { doctorIds: query.doctorIds } : {}),
    ...(query.locationIds.length ? { locationIds: query.locationIds } : {}),
  };
  const list = useQueueToday(body);
  const groups = groupQueue(list.data ?? []);
  const counts = queueCounts(groups);
  const rows = groups[query.tab];
  const today = todayIn(timeZone);
  const filtered = query.doctorIds.length > 0 || query.locationIds.length > 0;

  return (
    <Page
      wide
      title={t('queue.title')}
      text={t('queue.intro', { date: fullDate(today), zone: timeZone })}
      actions={
        <Link href="/service-orders" className={buttonClassName({ variant: 'secondary' })}>
          {t('serviceOrders.board.title')}
        </Link>
      }
    >
      <div className={styles.toolbar}>
        <FormField label={t('queue.filter.doctor')} className={styles.filter}>
          <Select
            value={query.doctorIds.length === 1 ? query.doctorIds[0] : ''}
            placeholder={t('queue.filter.allDoctors')}
            onChange={(event) =>
              setQuery({ doctorIds: event.target.value ? [Number(event.target.value)] : [] })
            }
            options={doctors.map((d) => ({ value: d.id, label: d.name }))}
          />
        </FormField>
        {locations.length > 1 && (
          <FormField label={t('queue.filter.location')} className={styles.filter}>
            <Select
              value={query.locationIds.length === 1 ? query.locationIds[0] : ''}
              placeholder={t('queue.filter.allLocations')}
              onChange={(event) =>
                setQuery({ locationIds: event.target.value ? [Number(event.target.value)] : [] })
              }
              options={locations.map((l) => ({ value: l.id, label: l.name }))}
            />
          </FormField>
        )}
        {filtered && (
          <Button variant="secondary" onClick={() => setQuery({ doctorIds: [], locationIds: [] })}>
            {t('queue.filter.clear')}
          </Button>
        )}
      </div>
      <Tabs
        className={styles.tabs}
        aria-label={t('queue.tabsLabel')}
        value={query.tab}
        onChange={(tab) => setQuery({ tab: tab as QueueTab })}
        items={queueTabs.map((tab) => ({ id: tab, label: t(`queue.tab.${tab}`), badge: counts[tab] }))}
      />
      {list.isError ? (
        <EmptyState size="sm" icon="alert" title={errorText(list.error)} />
      ) : list.isPending ? (
        <Spinner fullHeight={false} label={t('queue.loading')} />
      ) : rows.length === 0 ? (
        <EmptyState
          size="sm"
          title={t(`queue.empty.${query.tab}`)}
          description={filtered ? t('queue.empty.filtered') : undefined}
        />
      ) : (
        <ul className={styles.list} aria-label={t(`queue.tab.${query.tab}`)}>
          {rows.map((appointment) => (
            <QueueRow key={appointment.id} appointment={appointment} today={today} day={list.data ?? []} />
          ))}
        </ul>
      )}
    </Page>
  );
}
