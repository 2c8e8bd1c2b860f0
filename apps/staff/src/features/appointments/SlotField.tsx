import type { ScheduleSlot } from '@clinic/api-client';
import { SlotAvailability } from '@clinic/domain';
import { FormField, useT } from '@clinic/ui';
import { useSnapshot } from 'valtio';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { clinicState } from '../../state/clinic';
import * as patientStyles from '../patients/patients.css';
import * as styles from './appointments.css';
import type { useScheduleSlots } from './queries';

type ChosenSlot = { doctorId: number; time: string };
const slotKey = (s: ChosenSlot) => `${s.doctorId}@${s.time}`;

/**
 * The day's time slots to pick from, each with what is left in it; a full one stays pickable only when it is the
 * one already booked. With no doctor picked (any doctor of a specialty) each slot names its doctor.
 */
export function SlotField({
  slots,
  asked,
  chosen,
  showDoctor,
  error,
  onPick,
}: {
  slots: ReturnType<typeof useScheduleSlots>;
  /** Whether enough is picked (doctor or specialty, place, day) to ask for the slots. */
  asked: boolean;
  chosen: ChosenSlot | null;
  showDoctor: boolean;
  error: string | undefined;
  onPick: (slot: ScheduleSlot) => void;
}) {
  const { t } = useT();
  const errorText = useApiErrorText();
  const clinic = useSnapshot(clinicState);
  const doctorName = (id: number) => clinic.doctors.find((d) => d.id === id)?.name ?? `#${id}`;
  const slotLabel = (s: ScheduleSlot) =>
    s.availability === SlotAvailability.Full
      ? t('appointments.form.slotFull')
      : t('appointments.form.slotFree', { count: Math.max(0, s.capacity - s.booked) });
  return (
    <FormField label={t('appointments.field.slot')} required error={error}>
      <div>
        {!asked ? (
          <p className={patientStyles.muted}>{t('appointments.form.pickFirst')}</p>
        ) : slots.isPending ? (
          <p className={patientStyles.muted}>{t('appointments.form.loadingSlots')}</p>
        ) : slots.isError ? (
          <p className={patientStyles.muted}>{errorText(slots.error)}</p>
        ) : (slots.data ?? []).length === 0 ? (
          <p className={patientStyles.muted}>{t('appointments.form.noSlots')}</p>
        ) : (
          <div className={styles.slots}>
            {(slots.data ?? []).map((s) => {
              const isChosen = chosen !== null && slotKey(chosen) === slotKey(s);
              const full = s.availability === SlotAvailability.Full && !isChosen;
              return (
                <button
                  key={slotKey(s)}
                  type="button"
                  className={styles.slot}
                  aria-pressed={isChosen}
                  disabled={full}
                  onClick={() => onPick(s)}
                >
                  <span className={styles.slotTime}>{s.time}</span>
                  {showDoctor && <span className={styles.sub}>{doctorName(s.doctorId)}</span>}
                  <span className={styles.sub}>{slotLabel(s)}</span>
                  {s.availability === SlotAvailability.NotApproved && (
                    <span className={styles.slotPending}>{t('appointments.form.slotNotApproved')}</span>
                  )}
                </button>
              );
            })}
          </div>
        )}
      </div>
    </FormField>
  );
}
