import { MedicineLotExpiry, PermissionLevel, ScreenId } from '@clinic/domain';
import { dashboardContract as contract } from '@clinic/domain/contracts';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../platform/auth-context.js';
import { defineRoute, type RouteDef } from '../../platform/route.js';
import type { ReportScope } from '../reports/scope.js';
import { type StockCalendar, stockCalendar } from '../stock/stock.read.js';
import { dashboardScope } from './dashboard-scope.js';
import { monthlyAppointments, monthlySales } from './monthly.read.js';
import { lotsInState, lowInStock } from './stock-blocks.read.js';
import { todayStats } from './today.read.js';
import { topSellers } from './top-sellers.read.js';

// GET /dashboard/… (screen 29): each block is the clinic's calendar (one statement) and one aggregate over today's
// or this month's rows. For a user limited by groups, their scope adds its own reads first.

type Block<R> = (ctx: { clinicId: number; calendar: StockCalendar; scope: ReportScope }) => Promise<R>;

export function dashboardRoutes(deps: AppDeps): RouteDef[] {
  const read = async <R>(auth: AuthContext, locationId: number | undefined, block: Block<R>) => {
    const scope = await dashboardScope(deps.db, auth, locationId);
    const calendar = await stockCalendar(deps.db, auth.clinicId, deps.clock());
    return block({ clinicId: auth.clinicId, calendar, scope });
  };
  const access = { screen: ScreenId.Dashboard, level: PermissionLevel.Read } as const;
  const tags = ['Dashboard'];
  const db = deps.db;
  return [
    defineRoute({
      ...contract.todayStats,
      summary: "Today's appointments by status, new patients, revenue by payment method and who waits now",
      tags,
      access,
      handler: ({ auth, query }) =>
        read(auth, query.locationId, (c) => todayStats(db, c.clinicId, c.calendar, c.scope)),
    }),
    defineRoute({
      ...contract.monthlySales,
      summary: 'Net revenue per day of this month beside the previous month',
      tags,
      access,
      handler: ({ auth, query }) =>
        read(auth, query.locationId, (c) => monthlySales(db, c.clinicId, c.calendar, c.scope)),
    }),
    defineRoute({
      ...contract.monthlyAppointments,
      summary:
        'Appointments per day of this month beside the previous month (cancelled and invalid left out)',
      tags,
      access,
      handler: ({ auth, query }) =>
        read(auth, query.locationId, (c) => monthlyAppointments(db, c.clinicId, c.calendar, c.scope)),
    }),
    defineRoute({
      ...contract.topServices,
      summary: "This month's top services by net revenue and by quantity",
      tags,
      access,
      handler: ({ auth, query }) =>
        read(auth, query.locationId, (c) => topSellers(db, c.clinicId, c.calendar, c.scope, 'service')),
    }),
    defineRoute({
      ...contract.topMedicines,
      summary: "This month's top medicines by net revenue and by quantity",
      tags,
      access,
      handler: ({ auth, query }) =>
        read(auth, query.locationId, (c) => topSellers(db, c.clinicId, c.calendar, c.scope, 'medicine')),
    }),
    // Stock is the clinic's: no location narrows these, so they read no scope.
    defineRoute({
      ...contract.nearExpiry,
      summary: 'Lots with units left that expire soon, earliest first',
      tags,
      access,
      handler: async ({ auth }) =>
        lotsInState(
          db,
          auth.clinicId,
          await stockCalendar(db, auth.clinicId, deps.clock()),
          MedicineLotExpiry.NearExpiration,
        ),
    }),
    defineRoute({
      ...contract.expired,
      summary: 'Lots with units left that have expired, earliest first',
      tags,
      access,
      handler: async ({ auth }) =>
        lotsInState(
          db,
          auth.clinicId,
          await stockCalendar(db, auth.clinicId, deps.clock()),
          MedicineLotExpiry.Expired,
        ),
    }),
    defineRoute({
      ...contract.lowInStock,
      summary: 'Medicines whose usable units are at or below their low-stock threshold, fewest first',
      tags,
      access,
      handler: async ({ auth }) =>
        lowInStock(db, auth.clinicId, await stockCalendar(db, auth.clinicId, deps.clock())),
    }),
  ];
}
