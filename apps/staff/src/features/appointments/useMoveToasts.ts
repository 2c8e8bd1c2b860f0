import type { AppointmentItem } from '@clinic/api-client';
import type { AppointmentAction } from '@clinic/domain';
import { toast, useT } from '@clinic/ui';
import type { ActionsLayout } from './actions';

/**
 * What a done move says. The page names the appointment by its code; the queue names the patient, and a check-in
 * there tells the order number the patient now holds (from the server's answer).
 */
export function useMoveToasts(layout: ActionsLayout, appointment: AppointmentItem) {
  const { t } = useT();
  const name = appointment.patient.fullName;
  return {
    done(action: Exclude<AppointmentAction, 'edit'>, saved: AppointmentItem | undefined) {
      if (layout === 'details')
        return toast.success(t(`appointments.done.${action}`, { code: appointment.code }));
      if (action === 'checkIn')
        return toast.success(
          t('queue.done.checkIn', { number: saved?.orderNumber ?? '' }),
          t('queue.done.checkInWho', { name, doctor: appointment.doctorName }),
        );
      return toast.success(t(`queue.done.${action}`, { name }));
    },
  };
}
