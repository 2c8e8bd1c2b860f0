import type { PublicSlot } from '@clinic/api-client/public';
import { SlotAvailability } from '@clinic/domain';
import { Spinner, useT } from '@clinic/ui';
import { errorText } from '../api';
import { bookingDays, formatDay } from '../days';
import { useClinic } from '../site/clinic';
import { useLoad } from '../useLoad';
import type { StepProps } from './BookingWizard';
import { slotQuery } from './choice';
import * as styles from './wizard.css';

interface TimeOption {
  time: string;
  /** No doctor free at this time approves by himself: the clinic confirms later. */
  needsApproval: boolean;
}

/** Free times of the day, one per clock time (with any doctor, several doctors may be free at once). */
export function timeOptions(slots: readonly PublicSlot[]): TimeOption[] {
  const byTime = new Map<string, TimeOption>();
  for (const slot of slots) {
    const approved = slot.availability === SlotAvailability.Available;
    const known = byTime.get(slot.time);
    if (!known) byTime.set(slot.time, { time: slot.time, needsApproval: !approved });
    else if (approved) known.needsApproval = false;
  }
  return [...byTime.values()].sort((a, b) => a.time.localeCompare(b.time));
}

/** Step 3: a day within the clinic's booking window, then one of its free times (full ones are never listed). */
export function TimeStep({ choice, go }: StepProps) {
  const { t, lang } = useT();
  const { api, clinic } = useClinic();
  const days = bookingDays(clinic.timeZone, clinic.allowBookingInDays);
  const date = choice.date && days.includes(choice.date) ? choice.date : (days[0] as string);
  const { doctor, specialtyId, locationId } = choice;
  const slots = useLoad(
    (signal) => api.slots(slotQuery(choice, date), signal),
    [api, doctor, specialtyId, locationId, date],
  );
  const options = timeOptions(slots.data ?? []);

  return (
    <>
      <section className={styles.section} aria-labelledby="days">
        <h2 id="days" className={styles.sectionTitle}>
          {t('booking.time.days')}
        </h2>
        <div className={styles.days}>
          {days.map((day, i) => (
            <button
              key={day}
              type="button"
              className={styles.day}
              aria-pressed={day === date}
              aria-label={formatDay(day, lang, 'long')}
              onClick={() => go({ ...choice, date: day, time: undefined }, { replace: true })}
            >
              {i === 0 ? t('booking.time.today') : formatDay(day, lang, 'short')}
            </button>
          ))}
        </div>
      </section>
      <section className={styles.section} aria-labelledby="slots" aria-busy={slots.loading}>
        <h2 id="slots" className={styles.sectionTitle}>
          {t('booking.time.slots')} · {formatDay(date, lang, 'long')}
        </h2>
        {slots.loading ? (
          <Spinner fullHeight={false} />
        ) : slots.error ? (
          <p role="alert">{errorText(slots.error, t)}</p>
        ) : options.length === 0 ? (
          <p className={styles.empty}>{t('booking.time.noSlots')}</p>
        ) : (
          <>
            <div className={styles.slots}>
              {options.map((option) => (
                <button
                  key={option.time}
                  type="button"
                  className={styles.slot}
                  onClick={() => go({ ...choice, date, time: option.time })}
                >
                  {option.time}
                  {option.needsApproval && (
                    <span className={styles.slotNote}>{t('booking.time.awaiting')}</span>
                  )}
                </button>
              ))}
            </div>
            {options.some((o) => o.needsApproval) && (
              <p className={styles.hint}>{t('booking.time.awaitingHint')}</p>
            )}
          </>
        )}
      </section>
    </>
  );
}
