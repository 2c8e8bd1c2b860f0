import { appointmentRealtimeEvents, invoiceRealtimeEvents, RealtimeEvent, ScreenId } from '@clinic/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, realtime } from '../../app/session';

// The dashboard's eight reads (screen 29), one query each so each block loads and fails on its own, and the events
// that keep them live. Nothing polls: a paid invoice or a checked-in patient anywhere refreshes the blocks it moves.

const call = { screenId: ScreenId.Dashboard };

export type DashboardBlock = keyof typeof api.dashboard;
type Answer<B extends DashboardBlock> = Awaited<ReturnType<(typeof api.dashboard)[B]>>;

/** The dashboard's one filter: a location id, or none for every location the user's groups let them see. */
export interface DashboardQuery {
  locationId?: number;
}

/** Every dashboard query sits under ['dashboard', block, query]: an event invalidates the blocks it moves. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  block: (block: DashboardBlock) => ['dashboard', block] as const,
  one: (block: DashboardBlock, query: DashboardQuery) => ['dashboard', block, query] as const,
};

/** One block's answer for the chosen location (all the caller's locations when none). */
export function useDashboardBlock<B extends DashboardBlock>(block: B, query: DashboardQuery) {
  return useQuery<Answer<B>>({
    queryKey: dashboardKeys.one(block, query),
    queryFn: ({ signal }) => api.dashboard[block](query, { ...call, signal }) as Promise<Answer<B>>,
  });
}

/** What money or a visit moves: today's figures, the month's series and the top sellers. */
const salesBlocks: readonly DashboardBlock[] = [
  'todayStats',
  'monthlySales',
  'monthlyAppointments',
  'topServices',
  'topMedicines',
];
/** What a stock sheet or a sale moves: the stock lists. */
const stockBlocks: readonly DashboardBlock[] = ['nearExpiry', 'expired', 'lowInStock'];

/**
 * Keeps the dashboard (and the home page's today block) live: an invoice.* or appointment.* event reads the money
 * and visit blocks again, a stock change the stock lists. Only blocks on screen are fetched again (react-query
 * refetches active queries and marks the rest stale).
 */
export function useDashboardEvents() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = (blocks: readonly DashboardBlock[]) => () => {
      for (const block of blocks)
        void queryClient.invalidateQueries({ queryKey: dashboardKeys.block(block) });
    };
    const sales = refresh(salesBlocks);
    const stock = refresh(stockBlocks);
    const offs = [
      ...appointmentRealtimeEvents.map((name) => realtime.on(name, sales)),
      ...invoiceRealtimeEvents.map((name) => realtime.on(name, sales)),
      // A paid invoice takes medicines out of stock too.
      realtime.on(RealtimeEvent.InvoicePay, stock),
      realtime.on(RealtimeEvent.StockChange, stock),
    ];
    return () => {
      for (const off of offs) off();
    };
  }, [queryClient]);
}
