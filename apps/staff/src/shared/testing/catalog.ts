import type { Medicine, PackageItem, PurchasedPackage, Service, ServiceTemplate } from '@clinic/api-client';
import { PackageStatus, PackageType, PrescriptionKind } from '@clinic/domain';

// The catalog's rows as the API answers them (GET /medicines, GET /services, GET /service-templates,
// POST /packages/search and the writes that answer one row) and a patient's packages (GET
// /clinic-patients/:id/purchased-packages), written once for every feature that offers them.

const times = { createdAt: '2026-07-01T03:00:00.000Z', updatedAt: '2026-07-01T03:00:00.000Z' };

/** An enabled medicine sold by the tablet, with no default dose, dose unit or stock alert unless told. */
export const medicine = (id: number, name: string, extra: Partial<Medicine> = {}): Medicine => ({
  id,
  name,
  unit: 'tablet',
  price: 1_500,
  ingredients: null,
  guide: null,
  defaultDose: null,
  doseUnit: null,
  unitsPerPack: null,
  lowStockThreshold: null,
  nationalDrugCode: null,
  prescriptionKind: PrescriptionKind.Basic,
  enabled: true,
  ...times,
  ...extra,
});

/** An enabled single service, bundling nothing and examined with no result-sheet form unless told. */
export const service = (id: number, code: string, name: string, extra: Partial<Service> = {}): Service => ({
  id,
  code,
  name,
  price: 150_000,
  commissionPercent: 0,
  isBasicService: false,
  isAffiliate: false,
  type: 'single',
  associatedServiceIds: [],
  associatedServices: [],
  formIds: [],
  forms: [],
  description: null,
  enabled: true,
  ...times,
  ...extra,
});

/** An enabled service template; its total is the sum of its services' prices, as the server computes it. */
export const serviceTemplate = (
  id: number,
  name: string,
  services: Service[],
  extra: Partial<ServiceTemplate> = {},
): ServiceTemplate => ({
  id,
  name,
  description: null,
  serviceIds: services.map((s) => s.id),
  services: services.map(({ id, code, name, price, enabled }) => ({ id, code, name, price, enabled })),
  totalPrice: services.reduce((sum, s) => sum + s.price, 0),
  enabled: true,
  ...times,
  ...extra,
});

/** An approved examination package of one general check-up line, sold at its price. */
export const catalogPackage = (
  id: number,
  code: string,
  name: string,
  extra: Partial<PackageItem> = {},
): PackageItem => ({
  id,
  code,
  name,
  type: PackageType.Examination,
  price: 300_000,
  promotionPrice: null,
  salePrice: extra.promotionPrice ?? extra.price ?? 300_000,
  expireAfterDays: 90,
  status: PackageStatus.Approved,
  description: null,
  submittedBy: 7,
  submittedAt: times.createdAt,
  approvedBy: 1,
  approvedAt: times.updatedAt,
  items: [
    {
      id: 1,
      kind: 'service',
      serviceId: 3,
      medicineId: null,
      code: 'KTQ',
      name: 'Khám tổng quát',
      price: 150_000,
      enabled: true,
      count: 2,
      total: 300_000,
    },
  ],
  itemsTotal: 300_000,
  ...times,
  ...extra,
});

/**
 * An examination package in a patient's cart (package `id`, at its price, kept 90 days after payment) of one general
 * check-up line bought 3 times and used once.
 */
export const purchasedPackage = (id: number, extra: Partial<PurchasedPackage> = {}): PurchasedPackage => ({
  id,
  packageId: id,
  code: `GOI-${id}`,
  name: `Gói ${id}`,
  type: PackageType.Examination,
  price: 300_000,
  promotionPrice: null,
  salePrice: 300_000,
  expireAfterDays: 90,
  state: 'inCart',
  paidAt: null,
  expiresAt: null,
  createdAt: times.createdAt,
  items: [
    {
      id: 1,
      kind: 'service',
      serviceId: 3,
      medicineId: null,
      code: 'KTQ',
      name: 'Khám tổng quát',
      count: 3,
      used: 1,
      remaining: 2,
    },
  ],
  ...extra,
});
