import {
  type PrescriptionItem,
  prescriptionsClient,
  prescriptionTemplatesClient,
  type StockCheckItem,
} from '@clinic/api-client';
import { RealtimeEvent, ScreenId } from '@clinic/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { api, realtime } from '../../app/session';
import { useDebounced } from '../../shared/resources/useDebounced';
import { pollWhilePending } from '../national-prescriptions/nationalState';

// The prescription's clients and query hooks (the exam screen's panel and screen 25) over the app's one client.

export const prescriptionClients = {
  prescriptions: prescriptionsClient(api),
  templates: prescriptionTemplatesClient(api),
};

export const prescriptionKeys = {
  ofVisit: (appointmentId: number) => ['prescriptions', 'visit', appointmentId] as const,
  stock: ['prescriptions', 'stock'] as const,
  /** ResourceList's own key for screen 25, so the exam screen's picker refreshes with it. */
  templates: ['resources', 'prescription-templates'] as const,
};

const exam = { screenId: ScreenId.TodayExaminations };

/**
 * The visit's prescription, or null when none was written. Read again when it is saved elsewhere (or its national
 * state moves), and every 5 s while its national send is pending: the send runs in the background.
 */
export function useVisitPrescription(appointmentId: number) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      realtime.on(RealtimeEvent.AppointmentCreateUpdatePrescription, (appointment) => {
        if (appointment.id === appointmentId)
          void queryClient.invalidateQueries({ queryKey: prescriptionKeys.ofVisit(appointmentId) });
      }),
    [queryClient, appointmentId],
  );
  return useQuery({
    queryKey: prescriptionKeys.ofVisit(appointmentId),
    queryFn: ({ signal }): Promise<PrescriptionItem | null> =>
      prescriptionClients.prescriptions.get(appointmentId, { ...exam, signal }),
    refetchInterval: (query) => pollWhilePending(query.state.data?.national),
  });
}

/**
 * The stock hint of each line (medicine → units on hand and whether enough), asked once the doctor stops typing.
 * Lines without a whole quantity yet are left out; a warning only, it never blocks saving.
 */
export function useStockHints(
  lines: readonly { medicineId: number; quantity: number | null | undefined }[],
  screenId: ScreenId,
  debounceMs = 400,
) {
  const asked = lines.flatMap((line) =>
    line.quantity && Number.isInteger(line.quantity) && line.quantity > 0
      ? [{ medicineId: line.medicineId, quantity: line.quantity }]
      : [],
  );
  // Debounced as text: a new array each render would restart the timer, and re-render, forever.
  const settled = useDebounced(JSON.stringify(asked), debounceMs);
  const items = useMemo(() => JSON.parse(settled) as typeof asked, [settled]);
  const queryClient = useQueryClient();
  // Stock moved somewhere (a sheet saved, a prescription dispensed): the hints are read again.
  useEffect(
    () =>
      realtime.on(RealtimeEvent.StockChange, () => {
        void queryClient.invalidateQueries({ queryKey: prescriptionKeys.stock });
      }),
    [queryClient],
  );
  const query = useQuery({
    queryKey: [...prescriptionKeys.stock, items],
    queryFn: ({ signal }) => prescriptionClients.prescriptions.checkStock({ items }, { screenId, signal }),
    enabled: items.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  return new Map<number, StockCheckItem>((query.data ?? []).map((hint) => [hint.medicineId, hint]));
}

/** Enabled templates matching `keyword`, best few, for the exam screen's "apply template". */
export function useTemplateChoices(keyword: string, enabled: boolean) {
  return useQuery({
    queryKey: [...prescriptionKeys.templates, 'choices', keyword],
    queryFn: ({ signal }) =>
      prescriptionClients.templates.list(
        {
          pageSize: 20,
          pageNumber: 1,
          enabled: true,
          sortBy: 'name',
          sortDirection: 'asc',
          ...(keyword ? { keyword } : {}),
        },
        { ...exam, signal },
      ),
    enabled,
    placeholderData: keepPreviousData,
  });
}
