import {
  AppError,
  isLanguage,
  type Language,
  type NotificationKind,
  type NotificationParams,
  type NotificationTarget,
  RealtimeEvent,
} from '@clinic/domain';
import type { NotificationSettings, NotificationView } from '@clinic/domain/contracts';
import { and, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, DbTx } from '../../db/client.js';
import { notificationPreferences, notifications, users } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../platform/auth-context.js';
import { enqueueAll } from '../../platform/jobs/runner.js';
import { offsetOf, type Paging, page, totalOf } from '../../platform/paging.js';
import type { PushItem } from '../../platform/push/push.js';
import { inTransaction } from '../../platform/tx.js';
import { availableKindsOf, type Candidate, loadCandidates } from './recipients.js';
import { notificationText } from './render.js';

// A user's notifications (docs/product.md#notifications): every read and change is scoped by the clinic AND the user,
// so another user's notification is simply not found.

type AnyDb = Db | DbTx;
type NotificationRow = typeof notifications.$inferSelect;

/** What one event or job makes: the same kind, parameters and target for each recipient. */
export interface NotificationDraft {
  kind: NotificationKind;
  params: NotificationParams;
  target: NotificationTarget | null;
  /** Once per user however often the cause is announced (`checkin:12`, `stock-alert:2026-11-27`). */
  dedupeKey: string;
}

/** The clinic day 'YYYY-MM-DD' as both languages write it: 'DD/MM/YYYY'. */
export const shownDate = (day: string) => day.split('-').reverse().join('/');

const langOf = (value: string): Language => (isLanguage(value) ? value : 'vi');

export function viewOf(row: NotificationRow, lang: Language): NotificationView {
  return {
    id: row.id,
    kind: row.kind,
    ...notificationText(lang, row.kind, row.params),
    target: row.target ?? null,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

const own = (auth: AuthContext): SQL[] => [
  eq(notifications.clinicId, auth.clinicId),
  eq(notifications.userId, auth.userId),
];

export async function unreadCountOf(db: AnyDb, auth: AuthContext): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(...own(auth), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** The job that pushes one notification to its user's devices (push.job.ts), keyed by the notification. */
export const PUSH_NOTIFICATION_JOB = 'push.notification';

/**
 * Stores `draft` for each recipient in one transaction (a recipient who already has its dedupe key gets nothing
 * new), with, in the same transaction, one push job per new row (keyed by the notification, so it is pushed once
 * however often this runs, and still pushed after a crash); after commit, tells each of them on their own realtime
 * room (`notification.new`, in their language, with their unread count). Answers the rows made.
 */
export async function deliverNotifications(
  deps: Pick<AppDeps, 'db' | 'events' | 'clock' | 'database'>,
  clinicId: number,
  recipients: readonly Candidate[],
  draft: NotificationDraft,
): Promise<NotificationRow[]> {
  if (!recipients.length) return [];
  const created = await inTransaction(deps, { clinicId, userId: null }, async (tx) => {
    const rows = await tx.db
      .insert(notifications)
      .values(
        recipients.map((user) => ({
          clinicId,
          userId: user.id,
          kind: draft.kind,
          params: draft.params,
          target: draft.target,
          dedupeKey: draft.dedupeKey,
          createdAt: tx.now,
        })),
      )
      .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
      .returning();
    if (!rows.length) return rows;
    const counts = await tx.db
      .select({ userId: notifications.userId, n: count() })
      .from(notifications)
      .where(
        and(
          eq(notifications.clinicId, clinicId),
          inArray(
            notifications.userId,
            rows.map((row) => row.userId),
          ),
          isNull(notifications.readAt),
        ),
      )
      .groupBy(notifications.userId);
    for (const row of rows) {
      const user = recipients.find((r) => r.id === row.userId)!;
      tx.publish(RealtimeEvent.NotificationNew, {
        userId: row.userId,
        notification: viewOf(row, langOf(user.language)),
        unreadCount: counts.find((c) => c.userId === row.userId)?.n ?? 1,
      });
    }
    await enqueueAll(
      tx.db,
      deps.clock,
      rows.map((row) => ({
        kind: PUSH_NOTIFICATION_JOB,
        key: `${PUSH_NOTIFICATION_JOB}:${row.id}`,
        clinicId,
        payload: { notificationId: row.id },
      })),
    );
    return rows;
  });
  if (created.length) deps.events.outboxWritten();
  return created;
}

/** The push job: the notification as it is now, to its user's devices; one read or deleted since is not pushed. */
export async function pushNotification(
  deps: Pick<AppDeps, 'db' | 'push'>,
  clinicId: number,
  notificationId: number,
): Promise<void> {
  const [row] = await deps.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.clinicId, clinicId),
        eq(notifications.id, notificationId),
        isNull(notifications.readAt),
      ),
    );
  if (!row) return;
  const item: PushItem = {
    clinicId,
    userId: row.userId,
    notificationId: row.id,
    kind: row.kind,
    params: row.params,
    target: row.target ?? null,
  };
  await deps.push.deliver([item]);
}

/** GET /notifications: newest first, in `lang` or else the user's own language. */
export async function listNotifications(
  db: AnyDb,
  auth: AuthContext,
  query: Paging & { lang?: Language; unread?: 'true' | 'false' },
) {
  const where = and(...own(auth), query.unread === 'true' ? isNull(notifications.readAt) : undefined);
  const lang = query.lang ?? (await userLanguage(db, auth));
  const rows = await db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const total = await totalOf(rows, query, async () => {
    const [n] = await db.select({ n: count() }).from(notifications).where(where);
    return n?.n ?? 0;
  });
  return page(
    rows.map((row) => viewOf(row, lang)),
    total,
    query,
  );
}

async function userLanguage(db: AnyDb, auth: AuthContext): Promise<Language> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(and(eq(users.clinicId, auth.clinicId), eq(users.id, auth.userId)));
  return langOf(row?.language ?? 'vi');
}

/** PUT /notifications/:id/read: read once (a second read keeps the first time). */
export async function markRead(deps: Pick<AppDeps, 'db' | 'clock'>, auth: AuthContext, id: number) {
  const [row] = await deps.db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${deps.clock()})` })
    .where(and(...own(auth), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  if (!row) throw new AppError('notificationNotFound');
  return { unreadCount: await unreadCountOf(deps.db, auth) };
}

export async function markAllRead(deps: Pick<AppDeps, 'db' | 'clock'>, auth: AuthContext) {
  await deps.db
    .update(notifications)
    .set({ readAt: deps.clock() })
    .where(and(...own(auth), isNull(notifications.readAt)));
  return { unreadCount: 0 };
}

export async function removeNotification(db: AnyDb, auth: AuthContext, id: number) {
  const [row] = await db
    .delete(notifications)
    .where(and(...own(auth), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  if (!row) throw new AppError('notificationNotFound');
  return { unreadCount: await unreadCountOf(db, auth) };
}

/** GET /notifications/settings: the kinds this user may receive (role, skills, screens) and those turned off. */
export async function notificationSettingsOf(db: AnyDb, auth: AuthContext): Promise<NotificationSettings> {
  const [me] = await loadCandidates(db, auth.clinicId, auth.userId);
  if (!me) return { availableKinds: [], disabledKinds: [] };
  return { availableKinds: availableKindsOf(me), disabledKinds: [...me.disabledKinds] as NotificationKind[] };
}

export async function saveNotificationSettings(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: AuthContext,
  disabledKinds: readonly NotificationKind[],
): Promise<NotificationSettings> {
  const kinds = [...new Set(disabledKinds)].sort((a, b) => a - b);
  const now = deps.clock();
  await deps.db
    .insert(notificationPreferences)
    .values({ clinicId: auth.clinicId, userId: auth.userId, disabledKinds: kinds, updatedAt: now })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: { disabledKinds: kinds, updatedAt: now },
      // The primary key is the user alone: never touch a row of another clinic's user of the same id.
      setWhere: eq(notificationPreferences.clinicId, auth.clinicId),
    });
  return notificationSettingsOf(deps.db, auth);
}
