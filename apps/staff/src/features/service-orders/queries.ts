import {
  type AppointmentServices,
  type AppointmentServicesInput,
  type PurchasedPackage,
  purchasedPackagesClient,
  type ServiceOrderBoardQuery,
  type ServiceOrderCard,
  type ServiceOrderItem,
  serviceOrdersClient,
  type TaskLaneValue,
} from '@clinic/api-client';
import { appointmentRealtimeEvents, RealtimeEvent, ScreenId } from '@clinic/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, realtime } from '../../app/session';
import { catalogClients } from '../catalog/queries';

// The exam screen's service ordering and the service-order board (screen 11): reads, the one save of a visit's
// list, lane moves and the live board.

const screen = { screenId: ScreenId.TodayExaminations };
const orders = serviceOrdersClient(api);
const purchased = purchasedPackagesClient(api);

/**
 * Cache keys. A visit's services and packages sit under the appointment ('appointments', id, …), where the result
 * sheets panel and the exam screen read the same lists.
 */
export const serviceOrderKeys = {
  services: (appointmentId: number) => ['appointments', appointmentId, 'services'] as const,
  packages: (appointmentId: number) => ['appointments', appointmentId, 'packages'] as const,
  /** What the patient bought: the lines an ordered service may be paid with. */
  patientPackages: (patientId: number) => ['service-orders', 'patient-packages', patientId] as const,
  templates: ['service-orders', 'templates'] as const,
  boards: ['service-orders', 'board'] as const,
  board: (query: ServiceOrderBoardQuery) => ['service-orders', 'board', query] as const,
};

export function useVisitServices(appointmentId: number) {
  return useQuery({
    queryKey: serviceOrderKeys.services(appointmentId),
    queryFn: ({ signal }): Promise<ServiceOrderItem[]> =>
      orders.services(appointmentId, { ...screen, signal }),
  });
}

export function useVisitPackages(appointmentId: number) {
  return useQuery({
    queryKey: serviceOrderKeys.packages(appointmentId),
    queryFn: ({ signal }): Promise<PurchasedPackage[]> =>
      orders.packages(appointmentId, { ...screen, signal }),
  });
}

export function usePatientPackages(patientId: number, enabled: boolean) {
  return useQuery({
    queryKey: serviceOrderKeys.patientPackages(patientId),
    queryFn: ({ signal }) => purchased.list(patientId, { ...screen, signal }),
    enabled,
  });
}

/** The enabled service templates (screen 24's list), for ordering one in a click. */
export function useOrderTemplates(enabled: boolean) {
  return useQuery({
    queryKey: serviceOrderKeys.templates,
    queryFn: async ({ signal }) =>
      (await catalogClients.serviceTemplates.all({ enabled: true }, { ...screen, signal })).filter(
        (template) => template.enabled,
      ),
    enabled,
  });
}

/**
 * Saves a visit's whole list. The answer is the list as the server now has it: it goes straight into both caches
 * (no second read), and the patient's bought lines are read again since a use may have been taken or given back.
 */
export function useSaveServices(appointmentId: number, patientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AppointmentServicesInput): Promise<AppointmentServices> =>
      orders.saveServices(appointmentId, input, screen),
    onSuccess: (saved) => {
      queryClient.setQueryData(serviceOrderKeys.services(appointmentId), saved.services);
      queryClient.setQueryData(serviceOrderKeys.packages(appointmentId), saved.packages);
      void queryClient.invalidateQueries({ queryKey: serviceOrderKeys.patientPackages(patientId) });
      void queryClient.invalidateQueries({ queryKey: serviceOrderKeys.boards });
    },
  });
}

export function useBoard(query: ServiceOrderBoardQuery) {
  return useQuery({
    queryKey: serviceOrderKeys.board(query),
    queryFn: ({ signal }) => orders.board(query, { ...screen, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Moves a card; the card the server answers replaces it on every cached board. */
export function useMoveLane() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, lane }: { id: number; lane: TaskLaneValue }) => orders.moveLane(id, lane, screen),
    onSuccess: (card) => {
      queryClient.setQueriesData<ServiceOrderCard[]>({ queryKey: serviceOrderKeys.boards }, (cards) =>
        cards?.map((c) => (c.id === card.id ? card : c)),
      );
      void queryClient.invalidateQueries({ queryKey: serviceOrderKeys.services(card.appointmentId) });
    },
  });
}

/**
 * Keeps the board live. A service-order.change names the visit's orders and their lanes: cards on the board change
 * lane at once, then the boards are read again in the background for what the event does not carry (a new card's
 * names, who finished it). An appointment event (a cancelled visit) reads them again too.
 */
export function useBoardEvents() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: serviceOrderKeys.boards });
    const offChange = realtime.on(RealtimeEvent.ServiceOrderChange, (change) => {
      queryClient.setQueriesData<ServiceOrderCard[]>({ queryKey: serviceOrderKeys.boards }, (cards) =>
        cards?.map((card) => {
          const now = change.orders.find((o) => o.id === card.id);
          return now && now.updatedAt >= card.updatedAt
            ? { ...card, lane: now.lane, updatedAt: now.updatedAt }
            : card;
        }),
      );
      void queryClient.invalidateQueries({ queryKey: serviceOrderKeys.services(change.appointmentId) });
      refresh();
    });
    const offs = appointmentRealtimeEvents.map((name) => realtime.on(name, refresh));
    return () => {
      offChange();
      for (const off of offs) off();
    };
  }, [queryClient]);
}
