import type {
  MedicineLotItem,
  StockOnHandItem,
  StockSheetSummary,
  StockSheetView,
  Supplier,
} from '@clinic/api-client';
import { MedicineLotExpiry, StockLevel, StockSheetType } from '@clinic/domain';
import { medicine } from '../../../shared/testing/catalog';
import { fakeApi } from '../../../shared/testing/fakeApi';

// The stock screens' answers for component tests: the medicine library the picker searches, suppliers, lots.

const times = { createdAt: '2026-11-01T03:00:00.000Z', updatedAt: '2026-11-01T03:00:00.000Z' };

export const page = <T>(rows: T[]) => ({
  pageData: rows,
  paging: { totalItem: rows.length, pageSize: 50, pageNumber: 1 },
});

export const library = [
  medicine(1, 'Paracetamol 500mg', { lowStockThreshold: 20, ...times }),
  medicine(2, 'Amoxicillin 500mg', { price: 2_000, lowStockThreshold: 20, ...times }),
];

/** A supplier as GET /suppliers lists it: nothing but its name filled in unless told. */
export const supplier = (id: number, name: string, extra: Partial<Supplier> = {}): Supplier => ({
  id,
  name,
  phone: null,
  email: null,
  address: null,
  taxCode: null,
  note: null,
  enabled: true,
  ...times,
  ...extra,
});

export const suppliers = [
  supplier(3, 'Dược Hậu Giang', { address: '288 Bis Nguyễn Văn Cừ, Ninh Kiều, Cần Thơ' }),
];

export const lot = (id: number, extra: Partial<MedicineLotItem> = {}): MedicineLotItem => ({
  id,
  medicineId: 1,
  lotNumber: `L${id}`,
  expiryDate: '2027-06-30',
  quantity: 10,
  costPerUnit: 1000,
  expiryState: MedicineLotExpiry.InDate,
  createdAt: times.createdAt,
  ...extra,
});

export const summary = (id: number, extra: Partial<StockSheetSummary> = {}): StockSheetSummary => ({
  id,
  code: `PN${String(id).padStart(6, '0')}`,
  type: StockSheetType.Import,
  reason: 'importNewGoods',
  supplierId: 3,
  supplierName: 'Dược Hậu Giang',
  note: null,
  refSheetId: null,
  refSheetCode: null,
  prescriptionId: null,
  invoiceId: null,
  total: 150_000,
  totalCost: 150_000,
  itemCount: 1,
  createdBy: 7,
  createdByName: 'Nguyễn Thu Hà',
  createdAt: '2026-11-20T03:00:00.000Z',
  ...extra,
});

export const sheet = (id: number, extra: Partial<StockSheetView> = {}): StockSheetView => ({
  ...summary(id),
  items: [
    {
      id: 1,
      medicineId: 1,
      medicineName: 'Paracetamol 500mg',
      unit: 'tablet',
      lotId: 11,
      lotNumber: 'A123',
      expiryDate: '2027-12-31',
      quantity: 100,
      importPrice: 1500,
      exportPrice: null,
      discountPercent: null,
      costPerUnit: 1500,
      total: 150_000,
    },
  ],
  ...extra,
});

export const onHandRow = (medicineId: number, extra: Partial<StockOnHandItem> = {}): StockOnHandItem => ({
  medicineId,
  medicineName: `Thuốc ${medicineId}`,
  unit: 'tablet',
  price: 1500,
  enabled: true,
  onHand: 120,
  usable: 100,
  expiredQuantity: 20,
  valueAtCost: 180_000,
  nearestExpiry: '2026-12-31',
  expiryState: MedicineLotExpiry.NearExpiration,
  lowStockThreshold: 20,
  stockLevel: StockLevel.InStock,
  ...extra,
});

/** The editors' API: the library by keyword and the suppliers; each test adds its own answers. */
export function stockApi() {
  return fakeApi()
    .on('GET /medicines', ({ query }) =>
      page(library.filter((m) => m.name.toLowerCase().includes((query.keyword ?? '').toLowerCase()))),
    )
    .on('GET /suppliers', () => page(suppliers));
}
