import type { ServiceOrderCard } from '@clinic/api-client';
import { localTime, TaskLane, taskLanes } from '@clinic/domain';
import { Button, useT } from '@clinic/ui';
import * as styles from './serviceOrders.css';

/** The lane one step before and after `lane`, as the card's ← and → buttons move it. */
export function neighbourLanes(lane: TaskLane): { back: TaskLane | null; forward: TaskLane | null } {
  const at = taskLanes.indexOf(lane);
  return { back: taskLanes[at - 1] ?? null, forward: taskLanes[at + 1] ?? null };
}

/**
 * One ordered service on the board: the visit's number big (what the nurse calls out), the patient, the service
 * and its doctor, and ← → to move it a lane (buttons, so the keyboard reaches them). A paid Done card stays done.
 */
export function BoardCard({
  card,
  timeZone,
  canMove,
  moving,
  onMove,
}: {
  card: ServiceOrderCard;
  timeZone: string;
  canMove: boolean;
  moving: boolean;
  onMove: (card: ServiceOrderCard, lane: TaskLane) => void;
}) {
  const { t } = useT();
  const { back, forward } = neighbourLanes(card.lane);
  const moveLabel = (lane: TaskLane) =>
    t('serviceOrders.board.moveTo', {
      service: card.name,
      patient: card.patient.fullName,
      lane: t(`serviceOrders.lanes.${lane}`),
    });
  const time = (iso: string) => localTime(new Date(iso), timeZone);
  return (
    <li className={styles.card} aria-label={`${card.patient.fullName} · ${card.name}`}>
      <span
        className={styles.number}
        title={t('serviceOrders.board.orderNumber', { number: card.orderNumber ?? '' })}
      >
        {card.orderNumber ?? t('serviceOrders.board.walkIn')}
      </span>
      <div className={styles.cardMain}>
        <p className={styles.patient}>{card.patient.fullName}</p>
        <p className={styles.service}>
          {card.name}
          {card.quantity > 1 && ` ${t('serviceOrders.board.quantity', { count: card.quantity })}`}
        </p>
        <p className={styles.meta}>
          {card.doctorName} · {t('serviceOrders.board.orderedAt', { time: time(card.createdAt) })}
        </p>
        {card.lane === TaskLane.Done && card.doneAt && (
          <p className={styles.meta}>
            {t('serviceOrders.board.doneBy', { time: time(card.doneAt), name: card.doneByName ?? '' })}
          </p>
        )}
      </div>
      {canMove && (
        <div className={styles.moves}>
          {back && !(card.lane === TaskLane.Done && card.paid) ? (
            <Button
              size="sm"
              variant="secondary"
              aria-label={moveLabel(back)}
              disabled={moving}
              onClick={() => onMove(card, back)}
            >
              ← {t(`serviceOrders.lanes.${back}`)}
            </Button>
          ) : (
            <span />
          )}
          {forward && (
            <Button
              size="sm"
              aria-label={moveLabel(forward)}
              disabled={moving}
              onClick={() => onMove(card, forward)}
            >
              {t(`serviceOrders.lanes.${forward}`)} →
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
