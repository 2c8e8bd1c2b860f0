import { PermissionLevel, PlanFeature, ScreenId } from '@clinic/domain';
import { reportsContract as contract } from '@clinic/domain/contracts';
import type { AppDeps } from '../../deps.js';
import { defineRoute, type RouteDef } from '../../platform/route.js';
import { stockCalendar } from '../stock/stock.read.js';
import { stockByMedicineLots, stockByMedicines } from './stock-reports.read.js';

// Stock is the clinic's: the filter's locations and doctors narrow nothing here, so no report scope is read; the
// screen's permission still guards each route.

/** POST /reports/stock-by-medicines (screen 35) and /reports/stock-by-medicine-lot-report (screen 36). */
export function stockReportRoutes(deps: AppDeps): RouteDef[] {
  return [
    defineRoute({
      ...contract.stockByMedicines,
      summary: 'Opening, imported, exported and closing units per medicine over a range of days (screen 35)',
      tags: ['Reports'],
      access: { screen: ScreenId.StockByMedicine, level: PermissionLevel.Read, plan: PlanFeature.Reports },
      handler: async ({ auth, query, body }) => {
        const calendar = await stockCalendar(deps.db, auth.clinicId, deps.clock());
        return stockByMedicines(deps.db, auth.clinicId, calendar, body, query);
      },
    }),
    defineRoute({
      ...contract.stockByMedicineLots,
      summary: 'Opening, imported, exported and closing units per lot, with its expiry state (screen 36)',
      tags: ['Reports'],
      access: {
        screen: ScreenId.StockByMedicineLots,
        level: PermissionLevel.Read,
        plan: PlanFeature.Reports,
      },
      handler: async ({ auth, query, body }) => {
        const calendar = await stockCalendar(deps.db, auth.clinicId, deps.clock());
        return stockByMedicineLots(deps.db, auth.clinicId, calendar, body, query);
      },
    }),
  ];
}
