import { useT } from '@clinic/ui';
import * as styles from '../board.css';
import type { Call } from '../calls/callQueue';
import type { DisplayDoctor } from '../types';

/** Next numbers shown on a card; the rest is summed up as '+3'. */
const NEXT_SHOWN = 4;

/**
 * One doctor's room: the number in the room (huge), the next numbers, and while a call for this room is being
 * announced, the called number lit up.
 */
export function DoctorCard({
  doctor,
  locationName,
  calling,
}: {
  doctor: DisplayDoctor;
  /** A doctor without a room of their own sees patients 'at the location': then the doctor's name is the title. */
  locationName: string;
  calling: Call | undefined;
}) {
  const { t } = useT();
  const number = calling?.orderNumber ?? doctor.serving?.orderNumber;
  const next = doctor.next.filter((ticket) => ticket.orderNumber !== number);
  const more = next.length - NEXT_SHOWN;
  return (
    <li
      className={`${styles.card} ${calling ? styles.cardCalling : ''}`}
      data-testid="doctor-card"
      data-calling={calling ? 'true' : undefined}
    >
      <div className={styles.cardHead}>
        {doctor.room === locationName ? (
          <span className={styles.doctorTitle}>{doctor.doctorName}</span>
        ) : (
          <>
            <span className={styles.room}>{doctor.room}</span>
            <span className={styles.doctorName}>{doctor.doctorName}</span>
          </>
        )}
      </div>
      <div className={styles.servingBox}>
        <span className={styles.servingLabel}>{t('display.board.serving')}</span>
        {number !== undefined ? (
          <span className={styles.number}>{number}</span>
        ) : (
          <span className={styles.noNumber}>{t('display.board.noServing')}</span>
        )}
      </div>
      <div className={styles.nextRow}>
        <span className={styles.nextLabel}>{t('display.board.next')}</span>
        {next.length === 0 ? (
          <span className={styles.noNext}>{t('display.board.noNext')}</span>
        ) : (
          <ol className={styles.nextList}>
            {next.slice(0, NEXT_SHOWN).map((ticket) => (
              <li key={ticket.orderNumber} className={styles.nextNumber}>
                {ticket.orderNumber}
              </li>
            ))}
            {more > 0 && <li className={styles.moreNext}>{t('display.board.moreNext', { count: more })}</li>}
          </ol>
        )}
      </div>
    </li>
  );
}
