import type { AppointmentTodayBody } from '@clinic/api-client';
import {
  addDays,
  appointmentRealtimeEvents,
  invoiceRealtimeEvents,
  RealtimeEvent,
  ScreenId,
} from '@clinic/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, realtime } from '../../app/session';
import { invoices, payments } from '../billing/queries';
import { labClients } from '../lab-results/queries';

// The home page's reads: today's appointments (reception, a doctor's queue), re-examinations due, the cashier's
// queue and unmatched transfers. Each screen's own calls, with that screen's id; live through the events that
// change them (useHomeEvents), never polled.

/** Everything the home page reads sits under ['home']. */
export const homeKeys = {
  appointments: ['home', 'appointments'] as const,
  today: (screen: ScreenId, body: AppointmentTodayBody) => ['home', 'appointments', screen, body] as const,
  reExaminations: (today: string, doctorIds: number[] | undefined) =>
    ['home', 'reExaminations', today, doctorIds] as const,
  billing: ['home', 'billing'] as const,
  billingQueue: ['home', 'billing', 'queue'] as const,
  transfers: ['home', 'billing', 'transfers'] as const,
};

/** How far back a re-examination still counts as overdue on the home page (the screen itself goes further). */
export const OVERDUE_DAYS = 30;

/** Today's appointments (every status) as the reception (screen 10) or the queue (screen 11) reads them. */
export function useTodayAppointments(
  screen: typeof ScreenId.Appointments | typeof ScreenId.TodayExaminations,
  body: AppointmentTodayBody,
) {
  return useQuery({
    queryKey: homeKeys.today(screen, body),
    queryFn: ({ signal }) => api.appointments.allToday(body, { screenId: screen, signal }),
  });
}

/** Patients due back today or overdue (up to OVERDUE_DAYS) who have not booked again yet. */
export function useReExaminationsDue(today: string, doctorIds: number[] | undefined, enabled: boolean) {
  return useQuery({
    queryKey: homeKeys.reExaminations(today, doctorIds),
    queryFn: async ({ signal }) => {
      const page = await labClients.reExaminations.search(
        { pageSize: 100 },
        { from: addDays(today, -OVERDUE_DAYS), to: today, ...(doctorIds ? { doctorIds } : {}) },
        { screenId: ScreenId.ReExaminationAppointments, signal },
      );
      return page.pageData.filter((item) => item.bookedAppointment === null);
    },
    enabled,
  });
}

const billingRead = { screenId: ScreenId.Billing };

export function useHomeBillingQueue() {
  return useQuery({
    queryKey: homeKeys.billingQueue,
    queryFn: ({ signal }) => invoices.billingQueue({ ...billingRead, signal }),
  });
}

/** How many bank transfers found no invoice: the cashier attaches them on screen 21. */
export function useUnmatchedTransferCount() {
  return useQuery({
    queryKey: homeKeys.transfers,
    queryFn: async ({ signal }) => {
      const page = await payments.bankTransfers(
        { status: 'unmatched', pageSize: 1 },
        { ...billingRead, signal },
      );
      return page.paging.totalItem;
    },
  });
}

/**
 * Keeps the home blocks live: a visit that moves refreshes today's appointments (and who waits for billing); an
 * invoice, a finished billing or a reported transfer refreshes the cashier's block.
 */
export function useHomeEvents() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = (queryKey: readonly string[]) => () => void queryClient.invalidateQueries({ queryKey });
    // A booking also answers a re-examination due (it has its appointment then).
    const visits = () => {
      for (const key of [homeKeys.appointments, ['home', 'reExaminations'], homeKeys.billing]) refresh(key)();
    };
    const billing = refresh(homeKeys.billing);
    const offs = [
      ...appointmentRealtimeEvents.map((name) => realtime.on(name, visits)),
      ...invoiceRealtimeEvents.map((name) => realtime.on(name, billing)),
      realtime.on(RealtimeEvent.BillingFinish, billing),
      realtime.on(RealtimeEvent.BankTransferChange, billing),
    ];
    return () => {
      for (const off of offs) off();
    };
  }, [queryClient]);
}
