import { invoiceRealtimeEvents, PermissionLevel, ScreenId } from '@clinic/domain';
import { useAbility } from '@clinic/permissions';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { realtime } from '../../app/session';
import { employees } from '../../shared/resources/clients';
import { invoices } from '../billing/queries';

// Invoices (screen 23) over the staff app's one API client: the search, one invoice, and the clinic's users to
// filter by cashier.

export const invoicesCall = { screenId: ScreenId.Invoices };

/** Everything screen 23 reads sits under ['invoices'] (billing's writes invalidate it too). */
export const invoicesKeys = {
  all: ['invoices'] as const,
  list: ['invoices', 'list'] as const,
  one: (id: number) => ['invoices', 'one', id] as const,
};

export function useInvoiceDetails(id: number) {
  return useQuery({
    queryKey: invoicesKeys.one(id),
    queryFn: ({ signal }) => invoices.get(id, { ...invoicesCall, signal }),
  });
}

/**
 * The clinic's users, to filter by who took the payment. The users list is screen 6's: someone who may not read it
 * gets no cashier filter (empty list) rather than a refused call.
 */
export function useCashiers() {
  const canRead = useAbility().canScreen(ScreenId.Users, PermissionLevel.Read);
  const users = useQuery({
    queryKey: ['resources', 'employees', 'all'],
    queryFn: () => employees.all({}, { screenId: ScreenId.Users }),
    enabled: canRead,
  });
  return { canRead, users: users.data ?? [] };
}

/** An invoice written, paid or cancelled anywhere (a desk, the bank's webhook) reads the list and the open one again. */
export function useInvoicesEvents() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: invoicesKeys.all });
    const offs = invoiceRealtimeEvents.map((name) => realtime.on(name, refresh));
    return () => {
      for (const off of offs) off();
    };
  }, [queryClient]);
}
