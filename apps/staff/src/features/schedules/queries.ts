import type {
  ScheduleAppointmentsQuery,
  ScheduleDeleteBody,
  ScheduleInputBody,
  ScheduleItem,
  ScheduleSearchBody,
  ScheduleUpdateBody,
} from '@clinic/api-client';
import { RealtimeEvent, ScreenId } from '@clinic/domain';
import {
  keepPreviousData,
  type UseMutationOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, realtime } from '../../app/session';

// Screen 9's server data. Every call names the screen: the server checks it (docs/architecture.md).

const call = { screenId: ScreenId.DoctorSchedules };

/** Cache keys: every schedule query starts with 'schedules', so one invalidation refreshes the calendar. */
export const scheduleKeys = {
  all: ['schedules'] as const,
  search: (body: ScheduleSearchBody) => ['schedules', 'search', body] as const,
  one: (id: number) => ['schedules', 'one', id] as const,
};

/** The occurrences in the range and filters of `search`; the previous range stays shown while the next loads. */
export function useScheduleOccurrences(search: ScheduleSearchBody) {
  return useQuery({
    queryKey: scheduleKeys.search(search),
    queryFn: ({ signal }) => api.schedules.search(search, { ...call, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Another desk's change ('schedule.change') shows without a reload: the calendar is read again. */
export function useScheduleChanges() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      realtime.on(
        RealtimeEvent.ScheduleChange,
        () => void queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
      ),
    [queryClient],
  );
}

/** The schedule an occurrence belongs to; `scheduleId` 0 asks nothing (a new schedule). */
export function useSchedule(scheduleId: number) {
  return useQuery({
    queryKey: scheduleKeys.one(scheduleId),
    queryFn: ({ signal }) => api.schedules.get(scheduleId, { ...call, signal }),
    enabled: scheduleId > 0,
  });
}

/** The active appointments an edit or delete of that range would touch, asked once before the change. */
export const affectedAppointments = (scheduleId: number, query: ScheduleAppointmentsQuery) =>
  api.schedules.appointments(scheduleId, query, call);

/** Every change reads the calendar again. */
function useRefreshSchedules() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: scheduleKeys.all });
}

export function useCreateSchedule(
  handlers: Pick<UseMutationOptions<ScheduleItem, Error, ScheduleInputBody>, 'onSuccess' | 'onError'>,
) {
  const refresh = useRefreshSchedules();
  return useMutation({
    ...handlers,
    mutationFn: (body: ScheduleInputBody) => api.schedules.create(body, call),
    onSuccess: (...args) => {
      refresh();
      return handlers.onSuccess?.(...args);
    },
  });
}

export type ScheduleChange =
  | { action: 'save'; body: ScheduleUpdateBody }
  | { action: 'delete'; body: ScheduleDeleteBody };

/** Saves or deletes (part of) one schedule; the caller awaits it inside its scope and impact steps. */
export function useChangeSchedule(scheduleId: number) {
  const refresh = useRefreshSchedules();
  return useMutation({
    mutationFn: (change: ScheduleChange): Promise<unknown> =>
      change.action === 'save'
        ? api.schedules.update(scheduleId, change.body, call)
        : api.schedules.remove(scheduleId, change.body, call),
    onSuccess: refresh,
  });
}
