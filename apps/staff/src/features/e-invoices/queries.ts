import {
  type EInvoiceCompanyBuyer,
  type EInvoiceListQuery,
  type EInvoiceSettingsInput,
  type EInvoiceState,
  eInvoicesClient,
} from '@clinic/api-client';
import { EInvoiceStatus, PermissionLevel, ScreenId } from '@clinic/domain';
import { useAbility } from '@clinic/permissions';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/session';
import { invoicesKeys } from '../invoices/queries';

// The e-invoice calls: the owner's settings, an invoice's e-invoice (the cashier's issue and send again), the list
// and its counts. They open for whoever may read the cashier's screen or the invoice list.

export const eInvoices = eInvoicesClient(api);

/** Everything read here sits under ['e-invoices']; an invoice's own e-invoice also under the invoice. */
export const eInvoiceKeys = {
  all: ['e-invoices'] as const,
  settings: ['e-invoices', 'settings'] as const,
  list: ['e-invoices', 'list'] as const,
  counts: ['e-invoices', 'counts'] as const,
  ofInvoice: (invoiceId: number) => ['e-invoices', 'invoice', invoiceId] as const,
};

/** Queued e-invoices are read again every 3 s: the job issues them in the background, usually within seconds. */
export const EINVOICE_POLL_MS = 3_000;
const pollWhileQueued = (state: EInvoiceState | null | undefined) =>
  state?.status === EInvoiceStatus.Queued ? EINVOICE_POLL_MS : false;

/** The screen the calls are made as: the cashier's when the user may use it, else the invoice list. */
export function useEInvoiceScreen(level: PermissionLevel = PermissionLevel.Read): ScreenId | null {
  const ability = useAbility();
  if (ability.canScreen(ScreenId.Billing, level)) return ScreenId.Billing;
  if (ability.canScreen(ScreenId.Invoices, level)) return ScreenId.Invoices;
  return null;
}

/** The owner's settings (the API answers anyone else 403): never the password, only whether one is stored. */
export function useEInvoiceSettings(enabled = true) {
  return useQuery({
    queryKey: eInvoiceKeys.settings,
    queryFn: ({ signal }) => eInvoices.settings({ signal }),
    enabled,
  });
}

export function useSaveEInvoiceSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EInvoiceSettingsInput) => eInvoices.saveSettings(input),
    onSuccess: (saved) => {
      queryClient.setQueryData(eInvoiceKeys.settings, saved);
      void queryClient.invalidateQueries({ queryKey: eInvoiceKeys.counts });
    },
  });
}

/** The invoice's e-invoice, or null when none was queued; polled while it is on its way. */
export function useEInvoiceOfInvoice(invoiceId: number, enabled = true) {
  const screenId = useEInvoiceScreen();
  return useQuery({
    queryKey: eInvoiceKeys.ofInvoice(invoiceId),
    queryFn: ({ signal }) => eInvoices.ofInvoice(invoiceId, { screenId: screenId!, signal }),
    enabled: enabled && screenId !== null,
    refetchInterval: (query) => pollWhileQueued(query.state.data),
  });
}

/** Everything an e-invoice's change shows in: the lists, the counts, and the invoices (their state column). */
function useRefreshAfterSend() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: eInvoiceKeys.all });
    void queryClient.invalidateQueries({ queryKey: invoicesKeys.all });
  };
}

/** The cashier's "Xuất hóa đơn điện tử" (or a send again of a refused one), to the patient or to the company. */
export function useIssueEInvoice(invoiceId: number) {
  const screenId = useEInvoiceScreen(PermissionLevel.Write);
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterSend();
  return useMutation({
    mutationFn: (company: EInvoiceCompanyBuyer | null) =>
      eInvoices.issue(invoiceId, company, { screenId: screenId! }),
    onSuccess: (state) => {
      queryClient.setQueryData(eInvoiceKeys.ofInvoice(invoiceId), state);
      refresh();
    },
  });
}

export function useEInvoiceList(query: EInvoiceListQuery) {
  const screenId = useEInvoiceScreen();
  return useQuery({
    queryKey: [...eInvoiceKeys.list, query],
    queryFn: ({ signal }) => eInvoices.list(query, { screenId: screenId!, signal }),
    enabled: screenId !== null,
    placeholderData: keepPreviousData,
    // A page showing one on its way is read again until it settles.
    refetchInterval: (q) =>
      q.state.data?.pageData.some((row) => row.status === EInvoiceStatus.Queued) ? EINVOICE_POLL_MS : false,
  });
}

/** The list's "Gửi lại": a refused e-invoice (an original or an adjustment) sent again as it is. */
export function useSendEInvoiceAgain() {
  const screenId = useEInvoiceScreen(PermissionLevel.Write);
  const refresh = useRefreshAfterSend();
  return useMutation({
    mutationFn: (eInvoiceId: number) => eInvoices.send(eInvoiceId, { screenId: screenId! }),
    onSuccess: refresh,
  });
}

/** Whether e-invoices are on, and how many are refused or queued: for the dashboard's and the list's notices. */
export function useEInvoiceCounts(enabled = true) {
  const screenId = useEInvoiceScreen();
  return useQuery({
    queryKey: eInvoiceKeys.counts,
    queryFn: ({ signal }) => eInvoices.counts({ screenId: screenId!, signal }),
    enabled: enabled && screenId !== null,
    // The job settles them in the background and tells no screen: read again while some are on their way.
    refetchInterval: (q) => ((q.state.data?.queued ?? 0) > 0 ? EINVOICE_POLL_MS : false),
  });
}
