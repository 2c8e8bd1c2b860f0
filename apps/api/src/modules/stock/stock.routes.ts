import { PermissionLevel, PlanFeature, ScreenId } from '@clinic/domain';
import { stockContract as contract } from '@clinic/domain/contracts';
import { medicines, stockSheets } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { defineRoute, type RouteDef } from '../../platform/route.js';
import {
  medicineLotsOf,
  medicineStockInfo,
  readSheet,
  searchSheets,
  sheetHistory,
  stockCalendar,
  stockOnHandPage,
} from './stock.read.js';
import { writeStockSheet } from './stock.service.js';

const tags = ['stock'];
const sheetEntity = { table: stockSheets, notFound: 'stockSheetNotFound' } as const;
const medicineEntity = { table: medicines, notFound: 'medicineNotFound' } as const;
const stock = PlanFeature.Stock;
const readSheets = { screen: ScreenId.StockSheets, level: PermissionLevel.Read, plan: stock } as const;
const readStock = {
  screen: ScreenId.StockOnHand,
  orScreen: ScreenId.StockSheets,
  level: PermissionLevel.Read,
  plan: stock,
} as const;

/** Stock on hand (screen 26) and stock sheets (screen 27). A saved sheet is final: no route changes one. */
export function stockRoutes(deps: AppDeps): RouteDef[] {
  return [
    defineRoute({
      ...contract.create,
      summary:
        'Save an import or export stock sheet (final once saved); exports pick lots first-expiry-first-out unless one is named',
      tags,
      access: { screen: ScreenId.StockSheets, level: PermissionLevel.Write, plan: stock },
      idempotent: true,
      handler: ({ body, transaction }) => transaction((tx) => writeStockSheet(tx, body)),
    }),
    defineRoute({
      ...contract.search,
      summary: 'Stock sheets, newest first: type, reason, supplier, the clinic’s days and part of the code',
      tags,
      access: readSheets,
      handler: ({ auth, query, body }) => searchSheets(deps.db, auth.clinicId, deps.clock(), query, body),
    }),
    defineRoute({
      ...contract.stockOnHand,
      summary:
        "Every medicine of the library with its units on hand, usable and expired, value at cost, nearest expiry and stock level; filtered by a stock level (the dashboard's rules), by name, nearest expiry or fewest usable units",
      tags,
      access: readStock,
      handler: ({ auth, query }) => stockOnHandPage(deps.db, auth.clinicId, deps.clock(), query),
    }),
    defineRoute({
      ...contract.get,
      summary: 'A stock sheet with its lines, each with its lot',
      tags,
      access: readSheets,
      entity: sheetEntity,
      handler: async ({ auth, params }) => (await readSheet(deps.db, auth.clinicId, params.id))!,
    }),
    defineRoute({
      ...contract.history,
      summary: 'The ledger moves a stock sheet wrote and the later sheets that refer to it',
      tags,
      access: readSheets,
      entity: sheetEntity,
      handler: ({ auth, params }) => sheetHistory(deps.db, auth.clinicId, params.id),
    }),
    defineRoute({
      ...contract.medicineLots,
      summary: 'The medicine’s lots with units left, earliest expiry first, with their expiry state',
      tags,
      // The export editor picks lots from it, and so may the doctor checking what can be dispensed: in every plan,
      // since the exam screen is.
      access: {
        screen: ScreenId.StockOnHand,
        orScreen: [ScreenId.StockSheets, ScreenId.TodayExaminations],
        level: PermissionLevel.Read,
      },
      entity: medicineEntity,
      handler: async ({ auth, params }) =>
        medicineLotsOf(
          deps.db,
          auth.clinicId,
          params.id,
          await stockCalendar(deps.db, auth.clinicId, deps.clock()),
        ),
    }),
    defineRoute({
      ...contract.stockInfo,
      summary:
        'A medicine’s lots, units on hand and usable, stock level, the clinic’s near-expiry days and its last 20 moves',
      tags,
      access: readStock,
      entity: medicineEntity,
      handler: ({ auth, row }) => medicineStockInfo(deps.db, auth.clinicId, deps.clock(), row),
    }),
  ];
}
