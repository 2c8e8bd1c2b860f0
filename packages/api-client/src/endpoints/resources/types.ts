import type {
  doctorsContract,
  EndpointInput,
  EndpointOutput,
  laboratoriesContract,
  locationsContract,
  specialtiesContract,
  suppliersContract,
  symptomsContract,
} from '@clinic/domain/contracts';
import type { ResourceContractShape } from './calls';

// Types of the clinic set-up resources: the z.output (rows) and z.input (bodies) of their contracts.

/** A row as the resource's contract answers it. */
export type ResourceItemOf<C extends ResourceContractShape> = EndpointOutput<C['get']>;
/** The body of create and update as the resource's contract takes it. */
export type ResourceInputOf<C extends ResourceContractShape> = EndpointInput<C['create']>['body'];

/** The generic resources served by /locations, /specialties, /symptoms, /suppliers and /doctors. */
export type ResourceName = 'locations' | 'specialties' | 'symptoms' | 'suppliers' | 'doctors';

export type Location = ResourceItemOf<typeof locationsContract>;
export type LocationInput = ResourceInputOf<typeof locationsContract>;
export type Specialty = ResourceItemOf<typeof specialtiesContract>;
export type SpecialtyInput = ResourceInputOf<typeof specialtiesContract>;
export type Symptom = ResourceItemOf<typeof symptomsContract>;
export type SymptomInput = ResourceInputOf<typeof symptomsContract>;
export type Supplier = ResourceItemOf<typeof suppliersContract>;
export type SupplierInput = ResourceInputOf<typeof suppliersContract>;
export type Doctor = ResourceItemOf<typeof doctorsContract>;
export type DoctorInput = ResourceInputOf<typeof doctorsContract>;

/** The contract of each named resource. */
export interface ResourceContracts {
  locations: typeof locationsContract;
  specialties: typeof specialtiesContract;
  symptoms: typeof symptomsContract;
  suppliers: typeof suppliersContract;
  doctors: typeof doctorsContract;
}

/** Query of a resource list; `sortBy` must be in the resource's allow-list (else 400 PSYS_4001). */
export interface ResourceListQuery<SortKey extends string = string> {
  pageSize: number;
  pageNumber: number;
  /** Accent-insensitive: 'nguyen' finds 'Nguyễn'. */
  keyword?: string;
  enabled?: boolean;
  sortBy?: SortKey;
  sortDirection?: 'asc' | 'desc';
}

/** DELETE body: doctors and locations need the row's exact name. */
export interface ResourceDeleteBody {
  name: string;
}

/** PUT /resources/:id/set-enabled events and the realtime payload's action. */
export type ResourceChangeAction = 'create' | 'update' | 'delete' | 'enable' | 'disable';

/** The 'resource.change' realtime event: emitted to the clinic's room after every write. */
export interface ResourceChangeEvent {
  /** The resource's path segment: a named resource, or another generic one ('services', 'medicines', …). */
  resource: ResourceName | 'services' | 'service-templates' | 'medicines' | (string & {});
  id: number;
  action: ResourceChangeAction;
}

/** GET/POST /laboratories/:providerId (screen 40). */
export type LaboratorySettings = EndpointOutput<typeof laboratoriesContract.get>;
/** POST /laboratories/:providerId body: omit apiKey to keep the stored one, '' to clear it. */
export type LaboratorySettingsInput = EndpointInput<typeof laboratoriesContract.save>['body'];
