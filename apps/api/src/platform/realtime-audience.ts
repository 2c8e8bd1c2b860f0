import {
  type AppointmentEventPayload,
  appointmentRealtimeEvents,
  type InvoiceEventPayload,
  invoiceRealtimeEvents,
  RealtimeEvent,
  type RealtimeEventName,
} from '@clinic/domain';
import type { RegisteredRoute } from '../app.js';
import type { Access } from './route.js';

// Who among the clinic's staff hears an event: exactly whoever could read the same thing over REST at that moment
// (docs/architecture.md#events-and-realtime). Each event names the REST reads that show what it carries; a socket
// joins the room of every such read whose route access (screen, orScreen, level, feature, plan) its session passes,
// judged by the guard's own rule, and re-joins when its role, groups or session change (realtime.ts). Reads of a
// visit are also scoped by its doctor, as the lists are (groups/scope.ts).

/** A REST read as registered: 'GET /api/clinic-appointments/:id'. */
export type ReadRoute = `${'GET' | 'POST'} /api/${string}`;

/** One group of listeners of an event, and what they are told. */
export interface Tier {
  /** The REST reads whose callers hear this tier (any one suffices). */
  reads: readonly ReadRoute[];
  /** Only callers whose groups show the event's doctor (payload.doctorId) hear it. */
  byDoctor?: true;
  /**
   * What this tier hears instead of the payload: screens that only refresh on the event (the cashier's queue, the
   * dashboard) are told that something moved, not who it is. Each tier hears the event once, from the first tier
   * it belongs to.
   */
  shape?: (payload: never) => object;
}

/** The appointment itself: the visit's lists, the exam, the queue and the details read it. */
const visitRead: ReadRoute = 'GET /api/clinic-appointments/:id';

/** An appointment moved: enough for a screen to know it must read again, nothing about the patient. */
export const appointmentSignal = (p: AppointmentEventPayload) => ({
  id: p.id,
  status: p.status,
  doctorId: p.doctorId,
  locationId: p.locationId,
  date: p.date,
  updatedAt: p.updatedAt,
});

/** An invoice moved: its state and total, for the dashboard's takings. */
export const invoiceSignal = (p: InvoiceEventPayload) => ({
  id: p.id,
  status: p.status,
  total: p.total,
  paymentMethod: p.paymentMethod,
});

const appointmentTiers: readonly Tier[] = [
  { reads: [visitRead], byDoctor: true },
  {
    reads: [
      'GET /api/invoices/billing-queue',
      'GET /api/clinic-appointments/:id/invoices',
      'POST /api/re-examination-appointments',
      'GET /api/dashboard/today-statics',
    ],
    byDoctor: true,
    shape: appointmentSignal,
  },
];

const invoiceTiers: readonly Tier[] = [
  { reads: ['GET /api/invoices/:id'] },
  { reads: ['GET /api/dashboard/today-statics'], shape: invoiceSignal },
];

/** Staff events other than resource.change (by resource, below) and the events of one user. */
const byEvent: Partial<Record<RealtimeEventName, readonly Tier[]>> = {
  ...Object.fromEntries(appointmentRealtimeEvents.map((name) => [name, appointmentTiers])),
  ...Object.fromEntries(invoiceRealtimeEvents.map((name) => [name, invoiceTiers])),
  [RealtimeEvent.QueueCall]: [{ reads: [visitRead], byDoctor: true }],
  [RealtimeEvent.BankTransferChange]: [{ reads: ['GET /api/payments/bank-transfers'] }],
  [RealtimeEvent.BillingFinish]: [{ reads: ['GET /api/invoices/billing-queue'] }],
  [RealtimeEvent.ScheduleChange]: [
    { reads: ['POST /api/schedules/search', 'POST /api/clinic-appointments/get-schedule-slots'] },
  ],
  [RealtimeEvent.ServiceOrderChange]: [
    {
      reads: [
        'GET /api/service-orders/board',
        'GET /api/clinic-appointments/:id/services',
        'GET /api/invoices/billing-queue',
      ],
      byDoctor: true,
    },
  ],
  [RealtimeEvent.StockChange]: [
    {
      reads: [
        'GET /api/stock-sheets/stock-on-hand',
        'POST /api/stock-sheets/search',
        'POST /api/medicines/check-stock-quantity',
        'GET /api/dashboard/low-in-stock-medicines',
      ],
    },
  ],
  // The user's own sockets hear it too (realtime.ts): their permissions load again.
  'permissions.change': [{ reads: ['GET /api/employees'] }],
};

/**
 * A resource's change is heard by whoever reads that resource: its `GET /api/<name>/:id` unless named here. The
 * clinic data (locations, specialties, doctors by name) is read by every staff member, so its changes are too.
 */
const resourceReads: Readonly<Record<string, readonly ReadRoute[]>> = {
  locations: ['GET /api/clinics/clinic-data'],
  specialties: ['GET /api/clinics/clinic-data'],
  doctors: ['GET /api/clinics/clinic-data'],
  // The symptom suggestions (names only) are offered to every staff member who types a symptom.
  symptoms: ['GET /api/clinics/symptom-suggestions'],
  'clinic-patients': ['GET /api/clinic-patients/:id', 'POST /api/clinic-patients/search'],
  devices: ['GET /api/devices'],
  // The medicines and services lists are every staff member's (the exam, the cashier); one row is the library's.
  medicines: ['GET /api/medicines'],
  services: ['GET /api/services'],
  properties: ['GET /api/properties/search'],
};

/** The reads of a resource's changes. */
export function resourceReadRoutes(resource: string): readonly ReadRoute[] {
  return resourceReads[resource] ?? [`GET /api/${resource}/:id`];
}

/** Who hears `name` (with `payload`), tier by tier; empty: no staff socket hears it. */
export function tiersOf(name: string, payload: unknown): readonly Tier[] {
  if (name === 'resource.change') {
    const { resource } = payload as { resource: string };
    return [{ reads: resourceReadRoutes(resource) }];
  }
  return byEvent[name as RealtimeEventName] ?? [];
}

/** Every read some tier names outside resource.change: the rooms each socket may join. */
export const eventReadRoutes: readonly ReadRoute[] = [
  ...new Set(Object.values(byEvent).flatMap((tiers) => tiers!.flatMap((tier) => tier.reads))),
];

/** The reads whose rooms are split by doctor. */
export const doctorScopedReads: ReadonlySet<ReadRoute> = new Set(
  Object.values(byEvent).flatMap((tiers) => tiers!.filter((t) => t.byDoctor).flatMap((t) => t.reads)),
);

/** The access of each registered staff read, from the app's route table. */
export type ReadAccess = ReadonlyMap<string, Access>;

/** The room of the callers of `read` in a clinic; split by doctor for visit reads ('*': every doctor). */
export function readRoom(clinicId: number, read: string, doctor?: number | '*') {
  return doctor === undefined ? `reads:${clinicId}:${read}` : `reads:${clinicId}:${read}|doctor:${doctor}`;
}

/** The rooms of one tier for an event of `clinicId` whose payload may name a doctor. */
export function tierRooms(clinicId: number, tier: Tier, payload: unknown): string[] {
  if (!tier.byDoctor) return tier.reads.map((read) => readRoom(clinicId, read));
  const doctorId = (payload as { doctorId?: unknown }).doctorId;
  return tier.reads.flatMap((read) => [
    readRoom(clinicId, read, '*'),
    ...(typeof doctorId === 'number' ? [readRoom(clinicId, read, doctorId)] : []),
  ]);
}

/**
 * The access of every staff read a socket may be told of, taken from the registered routes on first use (routes
 * register when the app starts). A read the tables above name that no route registers is a bug that would silence
 * an event: it throws.
 */
export function lazyReadAccess(routeTable: readonly RegisteredRoute[]): () => ReadAccess {
  let known: Map<string, Access> | undefined;
  return () => {
    if (known) return known;
    const reads = new Map<string, Access>();
    for (const route of routeTable) {
      const access = route.clinic?.access;
      if (access?.auth === 'user' && (route.method === 'GET' || route.method === 'POST'))
        reads.set(`${route.method} ${route.url}`, access);
    }
    const named = [...eventReadRoutes, ...Object.values(resourceReads).flat()];
    const missing = named.filter((read) => !reads.has(read));
    if (missing.length) throw new Error(`realtime audience names unknown reads: ${missing.join(', ')}`);
    known = reads;
    return known;
  };
}
