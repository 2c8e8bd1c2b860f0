import type { LabProvider } from '@clinic/domain';

// Types of the clinic set-up resources, written by hand to match the
// server's zod schemas.

/** The generic resources served by /locations, /specialties, /symptoms, /suppliers and /doctors. */
export type ResourceName = 'locations' | 'specialties' | 'symptoms' | 'suppliers' | 'doctors';

/** What every resource row carries besides its own fields. */
export interface ResourceRow {
  id: number;
  enabled: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A row named in another row (a doctor's specialties and locations). */
export interface NamedRef {
  id: number;
  name: string;
}

export interface LocationInput {
  name: string;
  address: string | null;
  /** 1..63 (the legacy province ids of @clinic/domain). */
  provinceId: number | null;
  latitude: number | null;
  longitude: number | null;
}
export interface Location extends LocationInput, ResourceRow {
  /** Today's province name (provinceById(id).currentName). */
  provinceName: string | null;
}

export interface SpecialtyInput {
  name: string;
  shortName: string | null;
}
export interface Specialty extends SpecialtyInput, ResourceRow {}

export interface SymptomInput {
  name: string;
}
export interface Symptom extends SymptomInput, ResourceRow {}

export interface SupplierInput {
  name: string;
  phone: string | null;
  email: string | null;
  address: string | null;
  taxCode: string | null;
  note: string | null;
}
export interface Supplier extends SupplierInput, ResourceRow {}

export interface DoctorInput {
  name: string;
  doctorCode: string;
  yearsOfExperience: number | null;
  introduction: string | null;
  workExperience: string | null;
  certificates: string | null;
  /** The examination room ('Phòng 3'); the kiosk ticket and the queue display fall back to the location's name. */
  room: string | null;
  timePerAppointmentInMinutes: number;
  waitingTime: number;
  isVisibleForBooking: boolean;
  isAutoApproveAppointment: boolean;
  numberOfAppointmentsPerSlot: number;
  specialtyIds: number[];
  locationIds: number[];
  userId: number | null;
  /** An uploaded avatar file (FileKind.Avatar); null removes the picture, leaving it out keeps it. */
  avatarFileId?: number | null;
}
export interface Doctor extends DoctorInput, ResourceRow {
  avatarFileId: number | null;
  specialties: NamedRef[];
  locations: NamedRef[];
}

/** Item and input types by resource name. */
export interface ResourceTypes {
  locations: { item: Location; input: LocationInput };
  specialties: { item: Specialty; input: SpecialtyInput };
  symptoms: { item: Symptom; input: SymptomInput };
  suppliers: { item: Supplier; input: SupplierInput };
  doctors: { item: Doctor; input: DoctorInput };
}

/** Query of a resource list; `sortBy` must be in the resource's allow-list (else 400 PSYS_4001). */
export interface ResourceListQuery {
  pageSize: number;
  pageNumber: number;
  /** Accent-insensitive: 'nguyen' finds 'Nguyễn'. */
  keyword?: string;
  enabled?: boolean;
  sortBy?: string;
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
  resource: ResourceName;
  id: number;
  action: ResourceChangeAction;
}

/** GET/POST /laboratories/:providerId (screen 40). */
export interface LaboratorySettings {
  providerId: LabProvider;
  enabled: boolean;
  baseUrl: string | null;
  username: string | null;
  apiKeySet: boolean;
  /** '••••1a2b' when a key is stored. */
  apiKeyHint: string | null;
}

/** POST /laboratories/:providerId body: omit apiKey to keep the stored one, '' to clear it. */
export interface LaboratorySettingsInput {
  enabled: boolean;
  baseUrl: string | null;
  username: string | null;
  apiKey?: string;
}
