// The types of /reports and /dashboard come from their contracts (@clinic/domain/contracts).
export type {
  ActivityLog,
  ActivityLogFilter,
  AppointmentReportFilter,
  DashboardLots,
  DashboardQuery,
  LowStockMedicines,
  MonthSeries,
  ReportRange,
  SaleByMedicineLotsFilter,
  SaleByPackageFilter,
  SaleByPatientFilter,
  SaleByServiceFilter,
  StockByMedicineFilter,
  StockByMedicineLotFilter,
  TodayStats,
  TopSellers,
} from '@clinic/domain/contracts';
