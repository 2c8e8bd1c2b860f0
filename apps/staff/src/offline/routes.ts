// Which API calls the offline layer keeps, queues or refuses: the one list every screen goes through (the staff
// client's fetch, see offlineFetch.ts), so no screen decides for itself what works without a connection.

/** The cache tables of a kept read (db.ts). */
export type CacheTable = 'setup' | 'queue' | 'services' | 'medicines' | 'templates' | 'records';

/** What a queued write is, for the pending list ("Result sheet · waiting to send"). */
export type QueuedKind = 'resultSheet' | 'checkInSheet';

/** Why a write is refused offline: money and stock are never applied offline, the rest needs the server. */
export type RefusedKind = 'payment' | 'stock' | 'dispensing' | 'other';

export type CallRule =
  | { kind: 'read'; table: CacheTable | 'patient' | 'patientSearch' }
  | { kind: 'queue'; what: QueuedKind }
  | { kind: 'refuse'; why: RefusedKind }
  /** Sign-in, refresh, logout: left to the network and the session code. */
  | { kind: 'pass' };

/** Writes that may wait in the outbox: each is "create or replace" and takes an Idempotency-Key on the server. */
const QUEUED: [RegExp, QueuedKind][] = [
  [/^\/service-sheets$/, 'resultSheet'],
  [/^\/check-in-sheets$/, 'checkInSheet'],
];

/** POST calls that only read (a search with its filter in the body). */
const POST_READS = [
  /\/search(-count)?$/,
  /^\/clinic-appointments\/(all-today|all-by-status|by-patient-v2)$/,
  /^\/clinic-patients\/find-duplicates$/,
  /^\/re-examination-appointments$/,
  /^\/lab-results$/,
  /^\/medicines\/check-stock-quantity$/,
  /^\/files\/get-urls$/,
  /^\/reports\//,
];

/** Money and stock (docs/conventions.md#money): named, so the refusal says which. First match wins. */
const REFUSED: [RegExp, RefusedKind][] = [
  // A walk-in sale hands out medicines from stock (paying an invoice dispenses its prescription too).
  [/^\/invoices\/create$/, 'dispensing'],
  [/^\/(invoices|bank-transfers|payments)\b/, 'payment'],
  [/^\/stock-sheets\b/, 'stock'],
];

/**
 * Reads never kept: file URLs expire, reports are big, and the session's own calls (me, clinic info, permissions)
 * must fail offline, so that the session code knows the server is out of reach (it opens on the details it
 * remembers itself, app/rememberedDetails.ts, and confirms the session when the network returns).
 */
const NOT_KEPT = [
  /^\/files\//,
  /^\/reports\//,
  /^\/activity-logs/,
  /^\/notifications/,
  /^\/dashboard/,
  /^\/print\//,
  /^\/users\/me$/,
  /^\/clinics\/info$/,
  /^\/employees\/my-permissions$/,
];

function readTable(path: string): CacheTable | 'patient' | 'patientSearch' {
  if (/^\/clinic-patients\/search$/.test(path)) return 'patientSearch';
  if (/^\/clinic-patients\/\d+$/.test(path)) return 'patient';
  if (/^\/(medical-records|clinic-patients\/\d+\/)/.test(path)) return 'records';
  if (
    /^\/clinic-appointments\/\d+\/(check-in-sheet|service-sheets|services|packages|prescription)$/.test(path)
  )
    return 'records';
  if (/^\/clinic-appointments/.test(path)) return 'queue';
  if (/^\/(services|packages|service-groups)\b/.test(path)) return 'services';
  if (/^\/medicines\b/.test(path)) return 'medicines';
  if (/^\/(prescription-templates|service-templates|print\/templates)\b/.test(path)) return 'templates';
  return 'setup';
}

/** The rule for one call; `path` is below /api, without its query. */
export function ruleOf(method: string, path: string): CallRule {
  const m = method.toUpperCase();
  if (/^\/auth\//.test(path)) return { kind: 'pass' };
  if (m === 'GET' || POST_READS.some((re) => re.test(path))) {
    if (NOT_KEPT.some((re) => re.test(path))) return { kind: 'pass' };
    return { kind: 'read', table: readTable(path) };
  }
  if (m === 'POST') {
    const queued = QUEUED.find(([re]) => re.test(path));
    if (queued) return { kind: 'queue', what: queued[1] };
  }
  const refused = REFUSED.find(([re]) => re.test(path));
  return { kind: 'refuse', why: refused ? refused[1] : 'other' };
}

/** The cache key of a read: method, path with its query, and the body of a POST search. */
export function readKey(method: string, pathAndQuery: string, body: string | undefined): string {
  return `${method.toUpperCase()} ${pathAndQuery}${body ? ` ${body}` : ''}`;
}
