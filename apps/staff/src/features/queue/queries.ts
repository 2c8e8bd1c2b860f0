import { ApiError, type AppointmentItem, type AppointmentTodayBody } from '@clinic/api-client';
import { appointmentRealtimeEvents, localDate, ScreenId } from '@clinic/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { DEFAULT_TIME_ZONE } from '../../app/clinicTime';
import { api, realtime } from '../../app/session';
import { clinicState } from '../../state/clinic';
import { todayIn } from '../schedules/calendar';
import { mergeQueueEvent } from './queue';

// Screen 11's reads and its live list, over the staff app's one API client (every call says screen 11).

const screen = { screenId: ScreenId.TodayExaminations };

/** Cache keys: every queue query starts with 'queue', so one invalidation refreshes the screen. */
export const queueKeys = {
  all: ['queue'] as const,
  /** Every cached day, whatever its filters. */
  days: ['queue', 'today'] as const,
  today: (body: AppointmentTodayBody) => ['queue', 'today', body] as const,
};

/** Today's appointments (every status) for the filters; until the server has all-today, the clinic day's search. */
export function useQueueToday(body: AppointmentTodayBody) {
  return useQuery({
    queryKey: queueKeys.today(body),
    queryFn: async ({ signal }) => {
      try {
        return await api.appointments.allToday(body, { ...screen, signal });
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 404)) throw error;
        const today = localDate(new Date(), clinicState.info?.timeZone || DEFAULT_TIME_ZONE);
        const page = await api.appointments.search(
          { pageSize: 100 },
          { ...body, from: today, to: today },
          { ...screen, signal },
        );
        return page.pageData;
      }
    },
    placeholderData: keepPreviousData,
  });
}

/** An event carries the whole appointment, so each cached day (one per filter) takes it in as it is, without a read. */
export function useQueueEvents(timeZone: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const offs = appointmentRealtimeEvents.map((name) =>
      realtime.on(name, (appointment) => {
        const today = todayIn(timeZone);
        for (const [key, items] of queryClient.getQueriesData<AppointmentItem[]>({
          queryKey: queueKeys.days,
        })) {
          if (!items) continue;
          // queueKeys.today keeps the list's filters third in its key.
          const filters = key[2] as AppointmentTodayBody;
          queryClient.setQueryData(key, mergeQueueEvent(items, appointment, filters, today));
        }
      }),
    );
    return () => {
      for (const off of offs) off();
    };
  }, [queryClient, timeZone]);
}
