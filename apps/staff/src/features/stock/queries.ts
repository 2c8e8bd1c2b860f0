import { type StockSheetInput, stockClient } from '@clinic/api-client';
import { RealtimeEvent, ScreenId } from '@clinic/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, realtime } from '../../app/session';
import { resourceClients } from '../../shared/resources/clients';

// Stock on hand (screen 26) and stock sheets (27) over the staff app's one API client.

export const stock = stockClient(api);

export const onHandCall = { screenId: ScreenId.StockOnHand };
export const sheetsCall = { screenId: ScreenId.StockSheets };

/** Everything that moves when a sheet is saved sits under ['stock']: one invalidation refreshes it all. */
export const stockKeys = {
  all: ['stock'] as const,
  onHand: ['stock', 'on-hand'] as const,
  sheets: ['stock', 'sheets'] as const,
  sheet: (id: number) => ['stock', 'sheet', id] as const,
  history: (id: number) => ['stock', 'sheet', id, 'history'] as const,
  info: (medicineId: number) => ['stock', 'info', medicineId] as const,
  lots: (medicineId: number) => ['stock', 'lots', medicineId] as const,
};

/** A medicine's totals, lots and last 20 moves (the stock on hand drawer). */
export function useStockInfo(medicineId: number | null) {
  return useQuery({
    queryKey: stockKeys.info(medicineId ?? 0),
    queryFn: ({ signal }) => stock.stockInfo(medicineId as number, { ...onHandCall, signal }),
    enabled: medicineId !== null,
  });
}

/** A medicine's lots with units left, earliest expiry first (the export editor's lot choice). */
export function useMedicineLots(medicineId: number) {
  return useQuery({
    queryKey: stockKeys.lots(medicineId),
    queryFn: ({ signal }) => stock.medicineLots(medicineId, { ...sheetsCall, signal }),
  });
}

export function useStockSheet(id: number, enabled = true) {
  return useQuery({
    queryKey: stockKeys.sheet(id),
    queryFn: ({ signal }) => stock.get(id, { ...sheetsCall, signal }),
    enabled,
  });
}

export function useStockSheetHistory(id: number) {
  return useQuery({
    queryKey: stockKeys.history(id),
    queryFn: ({ signal }) => stock.history(id, { ...sheetsCall, signal }),
  });
}

/** The clinic's suppliers by name (the sheet list's filter and the import editor's choice). */
export function useSuppliers() {
  return useQuery({
    queryKey: ['resources', 'suppliers', 'all'],
    queryFn: ({ signal }) => resourceClients.suppliers.all({}, { ...sheetsCall, signal }),
  });
}

/**
 * Saves a sheet under the editor's one idempotency key: a retry after a lost answer or a second click sends the
 * same key, and the server answers the first sheet instead of saving another. Stock queries reload after.
 */
export function useCreateSheet(idempotencyKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StockSheetInput) => stock.create(input, idempotencyKey, sheetsCall),
    onSuccess: (sheet) => {
      queryClient.setQueryData(stockKeys.sheet(sheet.id), sheet);
      void queryClient.invalidateQueries({ queryKey: stockKeys.all });
    },
  });
}

/**
 * Keeps stock live: a sheet saved at another desk (or billing's dispensing) names the medicines it moved, and every
 * stock list and drawer on this screen reads again. The event carries no quantities, so nothing is patched by hand.
 */
export function useStockEvents() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      realtime.on(RealtimeEvent.StockChange, () => {
        void queryClient.invalidateQueries({ queryKey: stockKeys.all });
      }),
    [queryClient],
  );
}
