import type { dashboardContract as contract } from '@clinic/domain/contracts';
import { type CallOptions, callEndpoint, clientEndpoint, type Http } from '../http';
import type { DashboardQuery } from '../reports/types';

/** The calls of /dashboard (screen 29), checked against their contract. */
export const dashboardCalls = {
  todayStats: clientEndpoint<typeof contract.todayStats>('GET', '/dashboard/today-statics'),
  monthlySales: clientEndpoint<typeof contract.monthlySales>('GET', '/dashboard/monthly-sales-stats'),
  monthlyAppointments: clientEndpoint<typeof contract.monthlyAppointments>(
    'GET',
    '/dashboard/monthly-appointment-stats',
  ),
  topServices: clientEndpoint<typeof contract.topServices>('GET', '/dashboard/top-sale-services'),
  topMedicines: clientEndpoint<typeof contract.topMedicines>('GET', '/dashboard/top-sale-medicines'),
  nearExpiry: clientEndpoint<typeof contract.nearExpiry>('GET', '/dashboard/near-expiration-medicines'),
  expired: clientEndpoint<typeof contract.expired>('GET', '/dashboard/expired-medicines'),
  lowInStock: clientEndpoint<typeof contract.lowInStock>('GET', '/dashboard/low-in-stock-medicines'),
};

export function dashboardEndpoints(http: Http) {
  const c = dashboardCalls;
  // GET /dashboard/<block>[?locationId]: today or this month, in the clinic's time zone.
  return {
    todayStats: (query: DashboardQuery = {}, options?: CallOptions) =>
      callEndpoint(http, c.todayStats, { query }, options),
    monthlySales: (query: DashboardQuery = {}, options?: CallOptions) =>
      callEndpoint(http, c.monthlySales, { query }, options),
    monthlyAppointments: (query: DashboardQuery = {}, options?: CallOptions) =>
      callEndpoint(http, c.monthlyAppointments, { query }, options),
    topServices: (query: DashboardQuery = {}, options?: CallOptions) =>
      callEndpoint(http, c.topServices, { query }, options),
    topMedicines: (query: DashboardQuery = {}, options?: CallOptions) =>
      callEndpoint(http, c.topMedicines, { query }, options),
    nearExpiry: (query: DashboardQuery = {}, options?: CallOptions) =>
      callEndpoint(http, c.nearExpiry, { query }, options),
    expired: (query: DashboardQuery = {}, options?: CallOptions) =>
      callEndpoint(http, c.expired, { query }, options),
    lowInStock: (query: DashboardQuery = {}, options?: CallOptions) =>
      callEndpoint(http, c.lowInStock, { query }, options),
  };
}
