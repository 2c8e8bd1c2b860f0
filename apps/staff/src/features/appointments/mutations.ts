import type {
  AppointmentItem,
  CheckInBody,
  CreateAppointmentBody,
  UpdateAppointmentBody,
} from '@clinic/api-client';
import { AppointmentFeature, ScreenId } from '@clinic/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/session';
import { queueKeys } from '../queue/queries';
import type { ActionsLayout } from './actions';
import { appointmentKeys } from './queries';

// The writes of screens 10 and 11. The server checks who asks: the appointment page says screen 10, the queue's
// rows say screen 11 and the appointment feature each move uses.

const appointmentsScreen = { screenId: ScreenId.Appointments };

/** Books a new appointment, or saves the changes of appointment `id`; every appointment query refreshes after. */
export function useSaveAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      input: { id: number; body: UpdateAppointmentBody } | { id?: undefined; body: CreateAppointmentBody },
    ) =>
      input.id === undefined
        ? api.appointments.create(input.body, appointmentsScreen)
        : api.appointments.update(input.id, input.body, appointmentsScreen),
    // Not awaited: saving is done when the server answers; the lists refresh behind it.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
    },
  });
}

/** One move of an appointment; the check-in carries its sheet (and `allowEarly`), the cancel its reason. */
export type Move =
  | { action: 'approve' | 'startExam' | 'finishExam'; id: number }
  | { action: 'checkIn'; id: number; body: CheckInBody }
  | { action: 'cancel'; id: number; reason: string };

const asker = (layout: ActionsLayout) => (featureId: AppointmentFeature) =>
  layout === 'row' ? { screenId: ScreenId.TodayExaminations, featureId } : appointmentsScreen;

function send(move: Move, layout: ActionsLayout): Promise<AppointmentItem[]> {
  const as = asker(layout);
  const one = (saved: Promise<AppointmentItem>) => saved.then((item) => [item]);
  switch (move.action) {
    case 'approve':
      return api.appointments.approve([move.id], as(AppointmentFeature.Approve));
    case 'checkIn':
      return one(api.appointments.checkIn(move.id, move.body, as(AppointmentFeature.CheckIn)));
    case 'startExam':
      return one(api.appointments.startExam(move.id, as(AppointmentFeature.Examination)));
    case 'finishExam':
      return one(api.appointments.finishExam(move.id, as(AppointmentFeature.Examination)));
    case 'cancel':
      return one(api.appointments.cancel(move.id, move.reason, as(AppointmentFeature.Cancel)));
  }
}

/**
 * The moves of the action buttons. The answer goes into today's queue at once (no stale button to press twice), and
 * the appointment and queue queries read again behind it (not awaited: the move is done when the server answers).
 */
export function useAppointmentMove(layout: ActionsLayout) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: Move) => send(move, layout),
    onSuccess: (saved) => {
      for (const item of saved)
        queryClient.setQueriesData<AppointmentItem[]>({ queryKey: queueKeys.days }, (old) =>
          old?.map((a) => (a.id === item.id ? item : a)),
        );
      void queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
      void queryClient.invalidateQueries({ queryKey: queueKeys.all });
    },
  });
}

/** Calls the patient to the room (Call / Call again): answers the call the waiting-room display speaks. */
export const useCallToRoom = () =>
  useMutation({
    mutationFn: (appointment: AppointmentItem) =>
      api.appointments.call(appointment.id, {
        screenId: ScreenId.TodayExaminations,
        featureId: AppointmentFeature.Examination,
      }),
  });
