import type { activityLogsContract, reportsContract as contract } from '@clinic/domain/contracts';
import type { PageQuery } from '../../paging';
import { type CallOptions, callEndpoint, clientEndpoint, type Http } from '../http';
import type {
  ActivityLogFilter,
  AppointmentReportFilter,
  ReportRange,
  SaleByMedicineLotsFilter,
  SaleByPackageFilter,
  SaleByPatientFilter,
  SaleByServiceFilter,
  StockByMedicineFilter,
  StockByMedicineLotFilter,
} from './types';

/** The calls of /reports (screens 30–39), checked against their contracts. */
export const reportsCalls = {
  activityLogs: clientEndpoint<typeof activityLogsContract.list>('POST', '/reports/activity-logs'),
  appointments: clientEndpoint<typeof contract.appointments>('POST', '/reports/appointments'),
  saleSummary: clientEndpoint<typeof contract.saleSummary>('POST', '/reports/sale-report'),
  saleByService: clientEndpoint<typeof contract.saleByService>('POST', '/reports/sale-by-service'),
  saleByMedicineLots: clientEndpoint<typeof contract.saleByMedicineLots>(
    'POST',
    '/reports/sale-by-medicine-lots',
  ),
  saleByPatients: clientEndpoint<typeof contract.saleByPatients>('POST', '/reports/sale-by-patients'),
  stockByMedicines: clientEndpoint<typeof contract.stockByMedicines>('POST', '/reports/stock-by-medicines'),
  stockByMedicineLots: clientEndpoint<typeof contract.stockByMedicineLots>(
    'POST',
    '/reports/stock-by-medicine-lot-report',
  ),
  saleByDoctor: clientEndpoint<typeof contract.saleByDoctor>('POST', '/reports/sale-by-doctor'),
  saleByServicePackages: clientEndpoint<typeof contract.saleByServicePackages>(
    'POST',
    '/reports/sale-by-service-packages',
  ),
};

/** The paging query of a report call. */
const paging = (query: PageQuery) => ({ pageSize: query.pageSize, pageNumber: query.pageNumber });

export function reportsEndpoints(http: Http) {
  const c = reportsCalls;
  // POST /reports/<key>?pageSize&pageNumber with the filter as body.
  return {
    activityLogs: (query: PageQuery, filter: ActivityLogFilter = {}, options?: CallOptions) =>
      callEndpoint(http, c.activityLogs, { query: paging(query), body: filter }, options),
    appointments: (query: PageQuery, filter: AppointmentReportFilter, options?: CallOptions) =>
      callEndpoint(http, c.appointments, { query: paging(query), body: filter }, options),
    saleSummary: (query: PageQuery, filter: ReportRange, options?: CallOptions) =>
      callEndpoint(http, c.saleSummary, { query: paging(query), body: filter }, options),
    saleByService: (query: PageQuery, filter: SaleByServiceFilter, options?: CallOptions) =>
      callEndpoint(http, c.saleByService, { query: paging(query), body: filter }, options),
    saleByMedicineLots: (query: PageQuery, filter: SaleByMedicineLotsFilter, options?: CallOptions) =>
      callEndpoint(http, c.saleByMedicineLots, { query: paging(query), body: filter }, options),
    saleByPatients: (query: PageQuery, filter: SaleByPatientFilter, options?: CallOptions) =>
      callEndpoint(http, c.saleByPatients, { query: paging(query), body: filter }, options),
    stockByMedicines: (query: PageQuery, filter: StockByMedicineFilter, options?: CallOptions) =>
      callEndpoint(http, c.stockByMedicines, { query: paging(query), body: filter }, options),
    stockByMedicineLots: (query: PageQuery, filter: StockByMedicineLotFilter, options?: CallOptions) =>
      callEndpoint(http, c.stockByMedicineLots, { query: paging(query), body: filter }, options),
    saleByDoctor: (query: PageQuery, filter: ReportRange, options?: CallOptions) =>
      callEndpoint(http, c.saleByDoctor, { query: paging(query), body: filter }, options),
    saleByServicePackages: (query: PageQuery, filter: SaleByPackageFilter, options?: CallOptions) =>
      callEndpoint(http, c.saleByServicePackages, { query: paging(query), body: filter }, options),
  };
}
