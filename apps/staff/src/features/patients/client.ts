import type {
  Page,
  Patient,
  PatientListItem,
  PatientMergeRequest,
  PatientSearchQuery,
} from '@clinic/api-client';
import type {
  PatientDuplicateQuery,
  PatientInput,
  PatientSearchFilter,
  PropertyDefinition,
} from '@clinic/domain';
import type { FileUploader } from '@clinic/ui';
import { createContext, useContext } from 'react';

/** A form of patient records (GET /forms/all-by-entity-type): enabled ones, the default first. */
export interface HealthForm {
  id: number;
  name: string;
  isDefault: boolean;
}

/** Everything screen 12 asks the server, in one place, so component tests can answer it themselves. */
export interface PatientsClient {
  search(query: PatientSearchQuery, filter: PatientSearchFilter): Promise<Page<PatientListItem>>;
  get(id: number): Promise<Patient>;
  /** Existing records with this name and phone (accents ignored), asked before a new one is created. */
  findDuplicates(query: PatientDuplicateQuery): Promise<PatientListItem[]>;
  create(input: PatientInput): Promise<Patient>;
  update(id: number, input: PatientInput): Promise<Patient>;
  remove(id: number): Promise<unknown>;
  merge(body: PatientMergeRequest): Promise<Patient>;
  healthForms(): Promise<HealthForm[]>;
  formProperties(formId: number): Promise<PropertyDefinition[]>;
  uploader: FileUploader;
}

const PatientsClientContext = createContext<PatientsClient | null>(null);
export const PatientsClientProvider = PatientsClientContext.Provider;
export function usePatientsClient(): PatientsClient {
  const client = useContext(PatientsClientContext);
  if (!client) throw new Error('usePatientsClient outside PatientsClientProvider');
  return client;
}

/** Cache keys: every patient query starts with 'patients', so one invalidation refreshes lists and details. */
export const patientKeys = {
  all: ['patients'] as const,
  list: (query: unknown) => ['patients', 'list', query] as const,
  one: (id: number) => ['patients', 'one', id] as const,
  forms: ['patients', 'health-forms'] as const,
  formProperties: (formId: number) => ['patients', 'form-properties', formId] as const,
};
