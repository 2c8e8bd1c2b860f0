import type { StockLevelFilter } from '@clinic/domain';
import type { ReportBody } from './definition';
import type { DayRange } from './ranges';

// What the filter bar holds, and the body it sends: empty lists are left out (no narrowing).

export interface ReportFilters extends DayRange {
  locationIds: number[];
  doctorIds: number[];
  serviceIds: number[];
  medicineIds: number[];
  packageIds: number[];
  /** Picked patients with their names, so the chips can show them. */
  patients: { id: number; name: string }[];
  expiryStates: (1 | 2 | 3)[];
  sources: number[];
  /** The stock level picked (report 35): none for every medicine, else the one level the API filters by. */
  stockLevel: Exclude<StockLevelFilter, 'all'>[];
}

export const noNarrowing = {
  locationIds: [],
  doctorIds: [],
  serviceIds: [],
  medicineIds: [],
  packageIds: [],
  patients: [],
  expiryStates: [],
  sources: [],
  stockLevel: [],
} satisfies Omit<ReportFilters, 'from' | 'to'>;

const list = <K extends string, V>(key: K, values: V[]) =>
  (values.length > 0 ? { [key]: values } : {}) as Partial<Record<K, V[]>>;

export function toBody(filters: ReportFilters): ReportBody {
  return {
    from: filters.from,
    to: filters.to,
    ...list('locationIds', filters.locationIds),
    ...list('doctorIds', filters.doctorIds),
    ...list('serviceIds', filters.serviceIds),
    ...list('medicineIds', filters.medicineIds),
    ...list('packageIds', filters.packageIds),
    ...list(
      'clinicPatientIds',
      filters.patients.map((patient) => patient.id),
    ),
    ...list('expiryStates', filters.expiryStates),
    ...list('sources', filters.sources),
    ...(filters.stockLevel[0] ? { level: filters.stockLevel[0] } : {}),
  };
}

export const isNarrowed = (filters: ReportFilters) =>
  Object.keys(noNarrowing).some((key) => (filters[key as keyof typeof noNarrowing] as unknown[]).length > 0);
