import { type AppointmentItem, serviceOrdersClient, serviceSheetsClient } from '@clinic/api-client';
import { AppointmentFeature, appointmentRealtimeEvents, ScreenId } from '@clinic/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, realtime } from '../../app/session';
import { appointmentKeys } from '../appointments/queries';

// The exam screen's reads. It lives under screen 11 (today's examinations), so every call says so. The visit's
// services and result sheets are cached under ['appointments', id, …]: the panels that write them invalidate the
// same keys, and invalidating every 'appointments' query (what an appointment move does) refreshes them too.

const screen = { screenId: ScreenId.TodayExaminations };
const serviceOrders = serviceOrdersClient(api);
const serviceSheets = serviceSheetsClient(api);

export const examKeys = {
  /** The appointment itself: the key the appointment page uses, so a move anywhere refreshes it here. */
  visit: appointmentKeys.one,
  checkInSheet: (id: number) => ['appointments', id, 'check-in-sheet'] as const,
  services: (id: number) => ['appointments', id, 'services'] as const,
  sheets: (id: number) => ['appointments', id, 'service-sheets'] as const,
};

export function useExamVisit(id: number) {
  return useQuery({
    queryKey: examKeys.visit(id),
    queryFn: ({ signal }) => api.appointments.get(id, { ...screen, signal }),
  });
}

/** The sheet filled at check-in (null when there was none); read only here. */
export function useCheckInSheet(id: number) {
  return useQuery({
    queryKey: examKeys.checkInSheet(id),
    queryFn: ({ signal }) => api.appointments.checkInSheet(id, { ...screen, signal }),
  });
}

const servicesQuery = (id: number) => ({
  queryKey: examKeys.services(id),
  queryFn: ({ signal }: { signal: AbortSignal }) => serviceOrders.services(id, { ...screen, signal }),
});
const sheetsQuery = (id: number) => ({
  queryKey: examKeys.sheets(id),
  queryFn: ({ signal }: { signal: AbortSignal }) => serviceSheets.list(id, { ...screen, signal }),
});

/**
 * How many services the visit has ordered (and which) and how many result sheets it has, read from the server now (a nurse
 * may have ordered one a moment ago), each undefined when it could not be read. One attempt: the doctor is
 * waiting on the Finish button, and an unknown count only means finishing asks first.
 */
export function useVisitContents(id: number) {
  const queryClient = useQueryClient();
  useQuery(servicesQuery(id));
  useQuery(sheetsQuery(id));
  return async () => {
    const fresh = { staleTime: 0, retry: false } as const;
    const [services, sheets] = await Promise.all([
      queryClient.fetchQuery({ ...servicesQuery(id), ...fresh }).catch(() => undefined),
      queryClient.fetchQuery({ ...sheetsQuery(id), ...fresh }).catch(() => undefined),
    ]);
    return { services: services?.length, sheets: sheets?.length, serviceList: services };
  };
}

/** The doctor's visits of today (for the 'already examining someone' question before starting). */
export const doctorsDay = (doctorId: number) =>
  api.appointments.allToday(
    { doctorIds: [doctorId] },
    { screenId: ScreenId.TodayExaminations, featureId: AppointmentFeature.Examination },
  );

/**
 * Every appointment.* event carries the whole appointment: the one of this visit replaces the cached visit at once
 * (the header's status badge and the toolbar follow), so a finish at another desk shows without a reload.
 */
export function useExamEvents(id: number) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const offs = appointmentRealtimeEvents.map((event) =>
      realtime.on(event, (appointment) => {
        if (appointment.id !== id) return;
        const cached = queryClient.getQueryData<AppointmentItem>(examKeys.visit(id));
        // A move's own answer can overtake its event: the newer of the two stays.
        if (cached && cached.updatedAt > appointment.updatedAt) return;
        queryClient.setQueryData(examKeys.visit(id), appointment);
      }),
    );
    return () => {
      for (const off of offs) off();
    };
  }, [queryClient, id]);
}
