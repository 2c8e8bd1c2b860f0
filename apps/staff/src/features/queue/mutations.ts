import type { AppointmentItem, CheckInBody } from '@clinic/api-client';
import { AppointmentAction, AppointmentFeature, ScreenId } from '@clinic/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/session';
import { queueKeys } from './queries';
import type { QueueAction } from './queue';

// Screen 11's moves: each says screen 11 and the appointment feature it uses (the server checks both).

const feature = (featureId: AppointmentFeature) => ({ screenId: ScreenId.TodayExaminations, featureId });

/** The answers of a move go into every cached day at once (no stale button to press twice); a refetch follows. */
function useApplyToQueue() {
  const queryClient = useQueryClient();
  return (saved: readonly AppointmentItem[]) => {
    for (const item of saved)
      queryClient.setQueriesData<AppointmentItem[]>({ queryKey: queueKeys.days }, (old) =>
        old?.map((a) => (a.id === item.id ? item : a)),
      );
  };
}

/** Approve or start an exam straight from the row (the answers of approve are a list). */
export function useQueueMove() {
  const apply = useApplyToQueue();
  return useMutation({
    mutationFn: async ({ action, appointment }: { action: QueueAction; appointment: AppointmentItem }) =>
      action === AppointmentAction.Approve
        ? api.appointments.approve([appointment.id], feature(AppointmentFeature.Approve))
        : [await api.appointments.startExam(appointment.id, feature(AppointmentFeature.Examination))],
    onSuccess: apply,
  });
}

/** The sheet, if any, is saved with it; `allowEarly` after the API answered checkInTooEarly. */
export function useQueueCheckIn() {
  const apply = useApplyToQueue();
  return useMutation({
    mutationFn: ({ appointment, body }: { appointment: AppointmentItem; body: CheckInBody }) =>
      api.appointments.checkIn(appointment.id, body, feature(AppointmentFeature.CheckIn)),
    onSuccess: (saved) => apply([saved]),
  });
}

export function useQueueFinish() {
  const apply = useApplyToQueue();
  return useMutation({
    mutationFn: (appointment: AppointmentItem) =>
      api.appointments.finishExam(appointment.id, feature(AppointmentFeature.Examination)),
    onSuccess: (saved) => apply([saved]),
  });
}

export function useQueueCancel() {
  const apply = useApplyToQueue();
  return useMutation({
    mutationFn: ({ appointment, reason }: { appointment: AppointmentItem; reason: string }) =>
      api.appointments.cancel(appointment.id, reason, feature(AppointmentFeature.Cancel)),
    onSuccess: (saved) => apply([saved]),
  });
}

/** Calls the patient to the room (Call / Call again): answers the call the waiting-room display speaks. */
export const callToRoom = (appointment: AppointmentItem) =>
  api.appointments.call(appointment.id, feature(AppointmentFeature.Examination));
