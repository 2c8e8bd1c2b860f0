import type { ServiceOrderCard } from '@clinic/api-client';
import { PermissionLevel, ScreenId, type TaskLane, taskLanes } from '@clinic/domain';
import { useAbility } from '@clinic/permissions';
import {
  Badge,
  Button,
  buttonClassName,
  EmptyState,
  FormField,
  Select,
  Spinner,
  toast,
  useT,
} from '@clinic/ui';
import { useSnapshot } from 'valtio';
import { Link, useSearchParams } from 'wouter';
import { useClinicTimeZone } from '../../app/clinicTime';
import { Page } from '../../app/shell/Page';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { clinicState } from '../../state/clinic';
import { useAllServices } from '../catalog/queries';
import { fullDate, todayIn } from '../schedules/calendar';
import { BoardCard } from './BoardCard';
import { useBoard, useBoardEvents, useMoveLane } from './queries';
import * as styles from './serviceOrders.css';

interface BoardFilters {
  locationId?: number;
  doctorId?: number;
  serviceId?: number;
}

/** The board's filters in the URL: `location` ('all' for every place; absent: the first one), doctor, service. */
function readFilters(params: URLSearchParams, firstLocation: number | undefined): BoardFilters {
  const id = (key: string) => {
    const value = Number(params.get(key));
    return Number.isSafeInteger(value) && value > 0 ? value : undefined;
  };
  const location = params.get('location') === 'all' ? undefined : (id('location') ?? firstLocation);
  return {
    ...(location ? { locationId: location } : {}),
    ...(id('doctor') ? { doctorId: id('doctor') } : {}),
    ...(id('service') ? { serviceId: id('service') } : {}),
  };
}

/**
 * The service-order board (screen 11, /queue/service-orders): today's ordered services in three lanes, To do →
 * In progress → Done, each card moved by one call. Live: a change at another desk or the exam screen moves the cards
 * here without a reload. Filters by place (the first one by default: a nurse works in one), doctor and service.
 */
export default function ServiceOrdersBoard() {
  const { t } = useT();
  const errorText = useApiErrorText();
  const timeZone = useClinicTimeZone();
  const { doctors, locations } = useSnapshot(clinicState);
  const canMove = useAbility().canScreen(ScreenId.TodayExaminations, PermissionLevel.Write);
  const services = useAllServices(ScreenId.TodayExaminations);
  const [params, setParams] = useSearchParams();
  const query = readFilters(params, locations.length > 1 ? locations[0]?.id : undefined);
  const setFilter = (key: 'location' | 'doctor' | 'service', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  useBoardEvents();
  const board = useBoard(query);
  const move = useMoveLane();
  const onMove = (card: ServiceOrderCard, lane: TaskLane) =>
    move.mutate(
      { id: card.id, lane },
      {
        onSuccess: () =>
          toast.success(
            t('serviceOrders.board.moved', { service: card.name, lane: t(`serviceOrders.lanes.${lane}`) }),
          ),
        onError: (error) => toast.error(errorText(error) ?? ''),
      },
    );
  const cards = board.data ?? [];
  const filtered = params.has('doctor') || params.has('service') || params.has('location');

  return (
    <Page
      wide
      title={t('serviceOrders.board.title')}
      text={t('serviceOrders.board.intro', { date: fullDate(todayIn(timeZone)) })}
      actions={
        <Link href="/" className={buttonClassName({ variant: 'secondary', className: styles.back })}>
          {t('serviceOrders.board.back')}
        </Link>
      }
    >
      <div className={styles.filters}>
        {locations.length > 1 && (
          <FormField label={t('serviceOrders.board.location')} className={styles.filter}>
            <Select
              value={params.get('location') === 'all' ? 'all' : (query.locationId ?? 'all')}
              onChange={(event) => setFilter('location', event.target.value)}
              options={[
                { value: 'all', label: t('serviceOrders.board.allLocations') },
                ...locations.map((l) => ({ value: l.id, label: l.name })),
              ]}
            />
          </FormField>
        )}
        <FormField label={t('serviceOrders.board.doctor')} className={styles.filter}>
          <Select
            value={query.doctorId ?? ''}
            placeholder={t('serviceOrders.board.allDoctors')}
            onChange={(event) => setFilter('doctor', event.target.value)}
            options={doctors.map((d) => ({ value: d.id, label: d.name }))}
          />
        </FormField>
        <FormField label={t('serviceOrders.board.service')} className={styles.filter}>
          <Select
            value={query.serviceId ?? ''}
            placeholder={t('serviceOrders.board.allServices')}
            onChange={(event) => setFilter('service', event.target.value)}
            options={(services.data ?? []).map((s) => ({ value: s.id, label: `${s.code} · ${s.name}` }))}
          />
        </FormField>
        {filtered && (
          <Button variant="secondary" onClick={() => setParams(new URLSearchParams(), { replace: true })}>
            {t('serviceOrders.board.clear')}
          </Button>
        )}
      </div>
      {board.isError ? (
        <EmptyState size="sm" icon="alert" title={errorText(board.error) ?? ''} />
      ) : board.isPending ? (
        <Spinner fullHeight={false} label={t('serviceOrders.board.loading')} />
      ) : (
        <div className={styles.lanes}>
          {taskLanes.map((lane) => {
            const inLane = cards.filter((c) => c.lane === lane);
            const title = t(`serviceOrders.lanes.${lane}`);
            return (
              <section key={lane} className={styles.lane} aria-label={title}>
                <header className={styles.laneHeader}>
                  <h2 className={styles.laneTitle}>{title}</h2>
                  <Badge tone="secondary">{inLane.length}</Badge>
                </header>
                {inLane.length === 0 ? (
                  <p className={styles.muted}>{t(`serviceOrders.board.empty.${lane}`)}</p>
                ) : (
                  <ul className={styles.cards}>
                    {inLane.map((card) => (
                      <BoardCard
                        key={card.id}
                        card={card}
                        timeZone={timeZone}
                        canMove={canMove}
                        moving={move.isPending && move.variables?.id === card.id}
                        onMove={onMove}
                      />
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
        </div>
      )}
    </Page>
  );
}
