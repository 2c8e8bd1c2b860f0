import { type ServiceSheetInput, serviceOrdersClient, serviceSheetsClient } from '@clinic/api-client';
import { AppointmentFeature, FormOwnerKind, ScreenId } from '@clinic/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/session';

// The exam screen's result sheets (screen 11): the visit's sheets, its ordered services and the sheet forms.

const call = { screenId: ScreenId.TodayExaminations };
const sheets = serviceSheetsClient(api);
const orders = serviceOrdersClient(api);

export const resultSheetKeys = {
  sheets: (appointmentId: number) => ['appointments', appointmentId, 'service-sheets'] as const,
  /** The same data the service-orders panel writes (PUT {id}/services answers it). */
  services: (appointmentId: number) => ['appointments', appointmentId, 'services'] as const,
  forms: ['result-sheets', 'forms'] as const,
  formProperties: (formId: number) => ['result-sheets', 'form-properties', formId] as const,
};

export function useServiceSheets(appointmentId: number) {
  return useQuery({
    queryKey: resultSheetKeys.sheets(appointmentId),
    queryFn: ({ signal }) => sheets.list(appointmentId, { ...call, signal }),
  });
}

export function useVisitServices(appointmentId: number) {
  return useQuery({
    queryKey: resultSheetKeys.services(appointmentId),
    queryFn: ({ signal }) => orders.services(appointmentId, { ...call, signal }),
  });
}

/** The clinic's enabled result-sheet forms, the default first. */
export function useSheetForms(screenId: ScreenId = ScreenId.TodayExaminations) {
  return useQuery({
    queryKey: resultSheetKeys.forms,
    queryFn: ({ signal }) => api.forms.allByEntityType(FormOwnerKind.ServiceSheet, { screenId, signal }),
    staleTime: 0,
  });
}

/** A form's properties (a result sheet's or a check-in sheet's); none read while `formId` is null. */
export function useSheetFormProperties(
  formId: number | null,
  screenId: ScreenId = ScreenId.TodayExaminations,
) {
  return useQuery({
    queryKey: resultSheetKeys.formProperties(formId ?? 0),
    queryFn: ({ signal }) => api.forms.properties(formId ?? 0, { screenId, signal }),
    enabled: formId !== null,
  });
}

/** Saves a sheet; the visit's sheets (and its medical record) are read again. */
export function useSaveServiceSheet(appointmentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ServiceSheetInput) =>
      sheets.save(input, { ...call, featureId: AppointmentFeature.Examination }),
    onSuccess: (saved) => {
      queryClient.setQueryData(resultSheetKeys.sheets(appointmentId), (list: (typeof saved)[] | undefined) =>
        list ? [...list.filter((s) => s.id !== saved.id), saved] : [saved],
      );
      void queryClient.invalidateQueries({ queryKey: resultSheetKeys.sheets(appointmentId) });
      void queryClient.invalidateQueries({ queryKey: ['medical-records'] });
    },
  });
}
