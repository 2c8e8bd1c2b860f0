import type {
  DashboardLots,
  LowStockMedicines,
  MonthSeries,
  TodayStats,
  TopSellers,
} from '@clinic/api-client';
import { MedicineLotExpiry } from '@clinic/domain';
import type { FakeApi } from '../../../shared/testing/fakeApi';

// Sample answers of the eight /dashboard calls, as apps/api answers them, for the dashboard's and the home's tests.

export function todayStats(overrides: Partial<TodayStats> = {}): TodayStats {
  return {
    day: '2026-11-26',
    appointments: {
      total: 14,
      notApproved: 2,
      approved: 3,
      checkedIn: 4,
      inProgress: 1,
      finished: 3,
      canceled: 1,
      invalid: 0,
    },
    newPatients: 5,
    revenue: {
      invoiceCount: 6,
      netAmount: 1_250_000,
      cashAmount: 700_000,
      bankTransferAmount: 500_000,
      eWalletAmount: 50_000,
    },
    waitingNow: 4,
    ...overrides,
  };
}

/** A month to the 3rd against a previous month of four days (enough to draw). */
export function monthSeries(
  values: number[],
  previous: number[],
  totals: Partial<MonthSeries> = {},
): MonthSeries {
  const days = previous.map((previousValue, i) => ({
    dayOfMonth: i + 1,
    value: values[i] ?? 0,
    previousValue,
  }));
  return {
    month: '2026-11',
    previousMonth: '2026-10',
    days,
    total: values.reduce((a, b) => a + b, 0),
    totalToDate: values.reduce((a, b) => a + b, 0),
    previousTotalToDate: previous.slice(0, values.length).reduce((a, b) => a + b, 0),
    previousTotal: previous.reduce((a, b) => a + b, 0),
    ...totals,
  };
}

const seller = (
  id: number,
  name: string,
  quantity: number,
  netAmount: number,
  unit: string | null = null,
) => ({
  id,
  name,
  unit,
  quantity,
  netAmount,
});

export const topServices: TopSellers = {
  byRevenue: [seller(1, 'Nội soi tai mũi họng', 4, 1_200_000), seller(2, 'Khám tổng quát', 9, 900_000)],
  byQuantity: [seller(2, 'Khám tổng quát', 9, 900_000), seller(1, 'Nội soi tai mũi họng', 4, 1_200_000)],
};
export const topMedicines: TopSellers = {
  byRevenue: [seller(7, 'Amoxicillin 500mg', 40, 320_000, 'tablet')],
  byQuantity: [seller(7, 'Amoxicillin 500mg', 40, 320_000, 'tablet')],
};

const lot = (lotId: number, medicineName: string, expiryDate: string, expiryState: MedicineLotExpiry) => ({
  lotId,
  medicineId: lotId * 10,
  medicineName,
  unit: 'tablet',
  lotNumber: `L${lotId}`,
  expiryDate,
  expiryState,
  quantity: 30,
});

export const nearExpiry: DashboardLots = {
  items: [lot(1, 'Paracetamol 500mg', '2026-12-20', MedicineLotExpiry.NearExpiration)],
  total: 12,
};
export const expired: DashboardLots = {
  items: [lot(2, 'Cefuroxim 250mg', '2026-11-01', MedicineLotExpiry.Expired)],
  total: 1,
};
export const lowInStock: LowStockMedicines = {
  items: [{ medicineId: 9, name: 'Loratadin 10mg', unit: 'tablet', usable: 5, lowStockThreshold: 20 }],
  total: 1,
};

/** Answers every dashboard call with the samples above (a test overrides one with a later `on`). */
export function answerDashboard(api: FakeApi, today: () => TodayStats = () => todayStats()) {
  return api
    .on('GET /dashboard/today-statics', () => today())
    .on('GET /dashboard/monthly-sales-stats', () => ({
      ...monthSeries([400_000, 600_000, 1_250_000], [500_000, 500_000, 500_000, 800_000]),
      invoiceCount: 9,
    }))
    .on('GET /dashboard/monthly-appointment-stats', () => ({
      ...monthSeries([10, 12, 14], [12, 12, 16, 11]),
      canceled: 2,
      invalid: 1,
    }))
    .on('GET /dashboard/top-sale-services', () => topServices)
    .on('GET /dashboard/top-sale-medicines', () => topMedicines)
    .on('GET /dashboard/near-expiration-medicines', () => nearExpiry)
    .on('GET /dashboard/expired-medicines', () => expired)
    .on('GET /dashboard/low-in-stock-medicines', () => lowInStock);
}
