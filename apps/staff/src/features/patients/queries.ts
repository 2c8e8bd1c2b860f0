import type { FormItem, Patient, PatientMergeRequest, PatientSearchQuery } from '@clinic/api-client';
import {
  FormOwnerKind,
  type PatientDuplicateQuery,
  type PatientInput,
  type PatientSearchFilter,
  ScreenId,
} from '@clinic/domain';
import {
  keepPreviousData,
  type UseMutationOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../app/session';

// Screen 12's server data. Every call names the screen: the server checks it (docs/architecture.md).

const call = { screenId: ScreenId.PatientRecords };

/** Cache keys: every patient query starts with 'patients', so one invalidation refreshes lists and details. */
export const patientKeys = {
  all: ['patients'] as const,
  list: (query: unknown) => ['patients', 'list', query] as const,
  one: (id: number) => ['patients', 'one', id] as const,
  forms: ['patients', 'health-forms'] as const,
  formProperties: (formId: number) => ['patients', 'form-properties', formId] as const,
};

/** A form of patient records (GET /forms/all-by-entity-type): enabled ones, the default first. */
export type HealthForm = Pick<FormItem, 'id' | 'name' | 'isDefault'>;

/** What a screen does once a change is answered (the cache is already up to date). */
type Handlers<Data, Variables> = Pick<UseMutationOptions<Data, Error, Variables>, 'onSuccess' | 'onError'>;

/** One page of the list; the previous page stays shown while the next loads. */
export function usePatientPage(query: PatientSearchQuery, filter: PatientSearchFilter) {
  return useQuery({
    queryKey: patientKeys.list({ query, filter }),
    queryFn: ({ signal }) => api.patients.search(query, filter, { ...call, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The first patients matching a typed keyword, for a picker (cached apart from the list's pages). */
export function usePatientChoices(keyword: string) {
  const query = { pageSize: 20, pageNumber: 1 };
  return useQuery({
    queryKey: patientKeys.list({ query, filter: { keyword }, picker: true }),
    queryFn: ({ signal }) => api.patients.search(query, keyword ? { keyword } : {}, { ...call, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One record; null asks nothing (no record chosen, or a new one). */
export function usePatient(id: number | null) {
  return useQuery({
    queryKey: patientKeys.one(id ?? 0),
    queryFn: ({ signal }) => api.patients.get(id ?? 0, { ...call, signal }),
    enabled: id !== null,
  });
}

/**
 * What the patient's visits measured at check-in and the ICD-10 codes they gave, with dates. Kept under
 * 'medical-records' so a saved result sheet (which reads those again) refreshes it; asked again on each opening.
 */
export function useHealthTrail(id: number | null, screenId: ScreenId = ScreenId.PatientRecords) {
  return useQuery({
    queryKey: ['medical-records', 'health-trail', id ?? 0] as const,
    queryFn: ({ signal }) => api.patients.healthTrail(id ?? 0, { screenId, signal }),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** Existing records with this name and phone (accents ignored), asked before a new one is created. */
export const findDuplicatePatients = (query: PatientDuplicateQuery) =>
  api.patients.findDuplicates(query, call);

/** Existing records with this phone under another name, asked before a new one takes the phone. */
export const findSharedPhonePatients = (query: PatientDuplicateQuery) =>
  api.patients.findSharedPhone(query, call);

/**
 * The forms of patient records (default first) and the chosen one's properties. Forms change on screen 14, so
 * they are asked again each time a patient form or details opens rather than kept for hours.
 */
export function useHealthForms() {
  return useQuery({
    queryKey: patientKeys.forms,
    queryFn: ({ signal }): Promise<HealthForm[]> =>
      api.forms.allByEntityType(FormOwnerKind.ClinicPatient, { ...call, signal }),
    staleTime: 0,
  });
}

export function useFormProperties(formId: number | null) {
  return useQuery({
    queryKey: patientKeys.formProperties(formId ?? 0),
    queryFn: ({ signal }) => api.forms.properties(formId ?? 0, { ...call, signal }),
    enabled: formId !== null,
    staleTime: 0,
  });
}

/** Creates a record, or updates `patient`; the saved record is cached and every list read again. */
export function useSavePatient(patient: Patient | undefined, handlers: Handlers<Patient, PatientInput>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...handlers,
    mutationFn: (body: PatientInput) =>
      patient ? api.patients.update(patient.id, body, call) : api.patients.create(body, call),
    onSuccess: (saved, ...rest) => {
      queryClient.setQueryData(patientKeys.one(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: patientKeys.all });
      return handlers.onSuccess?.(saved, ...rest);
    },
  });
}

/** Deletes a record (refused while it has visits or invoices). */
export function useRemovePatient(patient: Patient, handlers: Handlers<unknown, void>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...handlers,
    mutationFn: (): Promise<unknown> => api.patients.remove(patient.id, call),
    onSuccess: (...args) => {
      queryClient.removeQueries({ queryKey: patientKeys.one(patient.id) });
      void queryClient.invalidateQueries({ queryKey: patientKeys.all });
      return handlers.onSuccess?.(...args);
    },
  });
}

/** Folds the source record into the target: the source is gone, the kept one is cached as answered. */
export function useMergePatients(handlers: Handlers<Patient, PatientMergeRequest>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...handlers,
    mutationFn: (body: PatientMergeRequest) => api.patients.merge(body, call),
    onSuccess: (kept, body, ...rest) => {
      queryClient.removeQueries({ queryKey: patientKeys.one(body.sourceId) });
      queryClient.setQueryData(patientKeys.one(kept.id), kept);
      void queryClient.invalidateQueries({ queryKey: patientKeys.all });
      return handlers.onSuccess?.(kept, body, ...rest);
    },
  });
}
