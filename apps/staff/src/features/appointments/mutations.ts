import type { CheckInBody, CreateAppointmentBody, UpdateAppointmentBody } from '@clinic/api-client';
import { ScreenId } from '@clinic/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/session';
import { appointmentKeys } from './queries';

// Screen 10's writes: each says screen 10, and a saved booking or move refreshes every appointment query.

const screen = { screenId: ScreenId.Appointments };

function useRefreshingMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Not awaited: the move is done when the server answers; the lists refresh behind it.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
    },
  });
}

/** Books a new appointment, or saves the changes of appointment `id`. */
export const useSaveAppointment = () =>
  useRefreshingMutation(
    (input: { id: number; body: UpdateAppointmentBody } | { id?: undefined; body: CreateAppointmentBody }) =>
      input.id === undefined
        ? api.appointments.create(input.body, screen)
        : api.appointments.update(input.id, input.body, screen),
  );

/** The moves of the details page's buttons; cancelling sends its reason. */
export type DirectMove = 'approve' | 'startExam' | 'finishExam' | 'cancel';
export const useAppointmentMove = () =>
  useRefreshingMutation(
    ({ move, id, reason }: { move: DirectMove; id: number; reason?: string }): Promise<unknown> => {
      switch (move) {
        case 'approve':
          return api.appointments.approve([id], screen);
        case 'startExam':
          return api.appointments.startExam(id, screen);
        case 'finishExam':
          return api.appointments.finishExam(id, screen);
        case 'cancel':
          return api.appointments.cancel(id, reason ?? '', screen);
      }
    },
  );

/** The sheet, if any, is saved with it; `allowEarly` after the API answered checkInTooEarly. */
export const useAppointmentCheckIn = () =>
  useRefreshingMutation(({ id, body }: { id: number; body: CheckInBody }) =>
    api.appointments.checkIn(id, body, screen),
  );
