import { lotExpiryState, MedicineLotExpiry, NotificationKind, StockLevel, stockLevel } from '@clinic/domain';
import { and, eq, gt } from 'drizzle-orm';
import { medicineLots, medicines } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { lotTotals, stockCalendar } from '../stock/stock.read.js';
import { deliverNotifications, shownDate } from './notifications.service.js';
import { recipientsOf } from './recipients.js';

/**
 * The day's stock counts by the stock screens' own rules (packages/domain stock.ts, modules/stock): lots with units
 * left near expiry or expired on `day` (the clinic's near-expiry setting), enabled medicines whose usable units are
 * at or below their threshold.
 */
export async function stockAlertCounts(deps: Pick<AppDeps, 'db' | 'clock'>, clinicId: number, day: string) {
  const { nearExpiryDays } = await stockCalendar(deps.db, clinicId, deps.clock());
  const lots = await deps.db
    .select({ expiryDate: medicineLots.expiryDate })
    .from(medicineLots)
    .where(and(eq(medicineLots.clinicId, clinicId), gt(medicineLots.quantity, 0)));
  let nearExpiry = 0;
  let expired = 0;
  for (const lot of lots) {
    const state = lotExpiryState(lot.expiryDate, day, nearExpiryDays);
    if (state === MedicineLotExpiry.Expired) expired += 1;
    else if (state === MedicineLotExpiry.NearExpiration) nearExpiry += 1;
  }
  const library = await deps.db
    .select({ id: medicines.id, lowStockThreshold: medicines.lowStockThreshold })
    .from(medicines)
    .where(and(eq(medicines.clinicId, clinicId), eq(medicines.enabled, true)));
  const totals = await lotTotals(
    deps.db,
    clinicId,
    library.map((m) => m.id),
    day,
  );
  const low = library.filter(
    (m) => stockLevel(totals.get(m.id)?.usable ?? 0, m.lowStockThreshold) === StockLevel.LowInStock,
  ).length;
  return { nearExpiry, expired, low };
}

/**
 * The owner's daily stock alert of one clinic for one clinic day ('YYYY-MM-DD'): lots near expiry, expired lots and
 * medicines running low, grouped into one notification per recipient (Owner, Admin and whoever may read the stock
 * on hand and kept the kind on), deduplicated by day, so a second run adds nothing. Run by the job runner once a
 * day per clinic.
 */
export async function runStockAlerts(deps: AppDeps, clinicId: number, day: string): Promise<void> {
  const counts = await stockAlertCounts(deps, clinicId, day);
  if (counts.nearExpiry + counts.expired + counts.low === 0) return;
  // The link opens the most urgent list: expired stock first, then what expires soon, then what runs low.
  const view = counts.expired > 0 ? 'expired' : counts.nearExpiry > 0 ? 'expiring' : 'low';
  const recipients = await recipientsOf(deps.db, clinicId, {
    kind: NotificationKind.StockAlert,
    scope: 'clinic',
  });
  await deliverNotifications(deps, clinicId, recipients, {
    kind: NotificationKind.StockAlert,
    params: { date: shownDate(day), ...counts },
    target: { type: 'stock', view },
    dedupeKey: `stock-alert:${day}`,
  });
}
