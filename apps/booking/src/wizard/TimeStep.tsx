import type { PublicDay, PublicSlot } from '@clinic/api-client/public';
import { SlotAvailability } from '@clinic/domain';
import { Spinner, useT } from '@clinic/ui';
import { errorText } from '../api';
import { bookingDays, formatDay } from '../days';
import { useClinic } from '../site/clinic';
import { useLoad } from '../useLoad';
import type { StepProps } from './BookingWizard';
import { daysQuery, slotQuery } from './choice';
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

/**
 * The days of the strip a patient cannot book: those the server says have no free slot. Until it has answered
 * (or when it could not), no day is marked, and the day's own slot list still tells.
 */
function fullDays(answer: readonly PublicDay[] | undefined): ReadonlySet<string> {
  return new Set((answer ?? []).filter((d) => !d.free).map((d) => d.date));
}

/**
 * Step 3: a day within the clinic's booking window, then one of its free times (full ones are never listed).
 * Days with no free time at all are marked 'Đã kín' and cannot be chosen, from one day-strip call, so the
 * patient does not tap through a week of empty days (each tap a slot query against the address's limit).
 */
export function TimeStep({ choice, go }: StepProps) {
  const { t, lang } = useT();
  const { api, clinic } = useClinic();
  const days = bookingDays(clinic.timeZone, clinic.allowBookingInDays);
  const { doctor, specialtyId, locationId } = choice;
  const strip = useLoad(
    (signal) => api.days(daysQuery(choice), signal),
    [api, doctor, specialtyId, locationId],
  );
  const full = fullDays(strip.data);
  const firstOpen = days.find((day) => !full.has(day));
  // No day chosen yet: wait for the strip and start on the first day with room, not on a full today.
  const date =
    choice.date && days.includes(choice.date)
      ? choice.date
      : strip.loading
        ? undefined
        : (firstOpen ?? (days[0] as string));
  const allFull = strip.data !== undefined && firstOpen === undefined;
  const slots = useLoad(
    (signal) => (date && !allFull ? api.slots(slotQuery(choice, date), signal) : Promise.resolve([])),
    [api, doctor, specialtyId, locationId, date, allFull],
  );
  const options = timeOptions(slots.data ?? []);
  const busy = date === undefined || slots.loading;

  return (
    <>
      <section className={styles.section} aria-labelledby="days">
        <h2 id="days" className={styles.sectionTitle}>
          {t('booking.time.days')}
        </h2>
        <div className={styles.days}>
          {days.map((day, i) => {
            const isFull = full.has(day);
            const name = formatDay(day, lang, 'long');
            return (
              <button
                key={day}
                type="button"
                className={styles.day}
                aria-pressed={day === date}
                aria-label={isFull ? t('booking.time.fullDay', { day: name }) : name}
                disabled={isFull}
                onClick={() => go({ ...choice, date: day, time: undefined }, { replace: true })}
              >
                {i === 0 ? t('booking.time.today') : formatDay(day, lang, 'short')}
                {isFull && <span className={styles.dayNote}>{t('booking.time.full')}</span>}
              </button>
            );
          })}
        </div>
      </section>
      <section className={styles.section} aria-labelledby="slots" aria-busy={busy}>
        <h2 id="slots" className={styles.sectionTitle}>
          {t('booking.time.slots')}
          {date && ` · ${formatDay(date, lang, 'long')}`}
        </h2>
        {allFull ? (
          <p className={styles.empty}>{t('booking.time.allFull')}</p>
        ) : busy ? (
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
