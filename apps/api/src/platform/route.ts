import { createHash, timingSafeEqual } from 'node:crypto';
import {
  AppError,
  type AppointmentFeature,
  type DeviceKind,
  type ErrorKey,
  idParam,
  isPlanExpired,
  PermissionLevel,
  type PlanFeature,
  planHas,
  RoleKind,
  type ScreenId,
} from '@clinic/domain';
import { isBytesResponse } from '@clinic/domain/contracts';
import { and, eq, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { runPrepared } from '../db/prepared.js';
import { type AuthContext, bearerToken } from './auth-context.js';
import { type DeviceContext, isDeviceToken, resolveDevice } from './device-auth.js';
import type { EventBus } from './events.js';
import { handleRoute, type Idempotence, type Transaction } from './idempotency.js';
import { type Lang, requestLang } from './lang.js';
import { referenceCheck } from './refs.js';
import { hasFeature, type SessionAccess, type SessionCache, screenLevel } from './session-cache.js';
import { inTransaction } from './tx.js';

/** Who may call a route. Screen and level: docs/product.md#permissions; `feature` is an appointment feature id. */
export type Access =
  | { auth: 'public' }
  | {
      auth: 'user';
      screen?: ScreenId;
      /** Other screens that grant the route at the same level (any one suffices). */
      orScreen?: ScreenId | readonly ScreenId[];
      level?: PermissionLevel;
      feature?: AppointmentFeature;
      ownerOnly?: boolean;
      /**
       * Paired devices of these kinds may call the route too, by their device token (text-to-speech: staff and
       * the waiting-room display). The handler tells them apart by `auth` / `device`.
       */
      deviceKinds?: readonly DeviceKind[];
      /** The plan feature the route belongs to: a clinic whose plan lacks it gets `planFeatureMissing` (402). */
      plan?: PlanFeature;
      /**
       * The route still answers after the clinic's plan expired although it is not a plain read (see `writes`):
       * signing out, paying an open invoice, or a POST that only reads (a search with a body, signed file URLs).
       */
      whenExpired?: true;
    }
  /** A paired device of one of these kinds, by its device token. */
  | { auth: 'device'; kinds: readonly DeviceKind[]; whenExpired?: true }
  /** The provider's own calls (changing a clinic's plan), by the PROVIDER_TOKEN bearer token: modules/provider. */
  | { auth: 'provider' };

/** The tenant table an `:id` path parameter points into; a row of another clinic answers 404 like a missing one. */
export interface EntityRef {
  table: PgTable & { id: PgColumn; clinicId: PgColumn };
  notFound: ErrorKey;
  /**
   * How the guard reads the record, when a route answers more than its row (a patient with its properties and
   * visits): in the same statement as the tenancy check, instead of the row and then the rest. Undefined when the
   * clinic has no such record. `params` are the raw path parameters, for a route whose other parameter says which
   * table `:id` is in (/print/:kind/:id); such a read may throw the not-found error of that table itself.
   */
  read?: (db: Db, clinicId: number, id: number, params: Readonly<Record<string, string>>) => Promise<unknown>;
}

type Schema = z.ZodType;
type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;
/** The `:id` record the guard loaded: the entity's own `read`, or the row of its table. */
type EntityRow<E> = E extends { read: (...args: never[]) => Promise<infer R> }
  ? NonNullable<R>
  : E extends EntityRef
    ? E['table']['$inferSelect']
    : undefined;

export interface Call<P, Q, B, A, E = undefined> {
  params: Infer<P>;
  /**
   * The `:id` row as the guard found it (of the caller's clinic), so the handler need not read it again. Read
   * outside any transaction: a handler that changes the row locks and re-reads it in its own.
   */
  row: EntityRow<E>;
  query: Infer<Q>;
  body: Infer<B>;
  auth: A;
  lang: Lang;
  ip: string;
  userAgent: string | undefined;
  /**
   * Runs `work` in one transaction as the caller (`inTransaction`). On a route declared `idempotent` the
   * transaction first claims the call's `Idempotency-Key` (platform/idempotency.ts): the same key again answers the
   * first result without running `work`. Such a route's handler writes through this, once.
   */
  transaction: Transaction;
  reply: FastifyReply;
}

interface RouteBase<P, Q, B, R extends Schema, E = undefined> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path below /api, with `:id` style parameters. */
  url: string;
  summary: string;
  tags: string[];
  entity?: E;
  params?: P;
  query?: Q;
  body?: B;
  /**
   * The body is raw bytes, handed to the handler as a stream (`body` is a Readable), whatever its content
   * type: the signed file upload. Such routes get their own content-type parser; JSON routes are unaffected.
   */
  rawBody?: boolean;
  /**
   * The call changes money or stock: it must carry an `Idempotency-Key` header (1–200 visible characters), and
   * the same key again answers the first result (docs/conventions.md#money); the route's `transaction` claims the
   * key. `'optional'`: a call may send the key and is then answered once per key, a call without it runs as usual.
   * The staff app's offline outbox sends one with every replayed write (result and check-in sheets), so a send
   * whose reply was lost never doubles, while other clients need not change. `{ by }`: the call is made once by a
   * key of its own (the bank's transfer id). A route call that writes money or stock rows without one of these
   * fails (`assertOnce`).
   */
  idempotent?: Idempotence;
  /**
   * Runs after the guard, before the body's schema is checked: a batch that fails its schema may still name the
   * rows a rule of the database refuses (a medicine the clinic has), so one answer lists every bad row. Throws
   * to refuse; returns to let the schema and the handler go on.
   */
  beforeSchema?(call: { body: unknown; auth: AuthContext | null }): Promise<void>;
  response: R;
}

export interface RouteDef<P = unknown, Q = unknown, B = unknown, R extends Schema = Schema>
  extends RouteBase<P, Q, B, R, EntityRef> {
  access: Access;
  handler(
    call: Call<P, Q, B, AuthContext | null, EntityRef> & { device: DeviceContext | null },
  ): Promise<z.input<R>>;
}

/** A route for signed-in staff. */
export function defineRoute<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  R extends Schema = Schema,
  E extends EntityRef | undefined = undefined,
>(
  def: RouteBase<P, Q, B, R, E> & {
    access: Omit<Extract<Access, { auth: 'user' }>, 'auth'>;
    handler(call: Call<P, Q, B, AuthContext, E>): Promise<z.input<R>>;
  },
): RouteDef {
  return { ...def, access: { auth: 'user', ...def.access } } as unknown as RouteDef;
}

/** A route anyone may call (sign-in, sign-up, health). */
export function definePublicRoute<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  R extends Schema = Schema,
>(def: RouteBase<P, Q, B, R> & { handler(call: Call<P, Q, B, null>): Promise<z.input<R>> }): RouteDef {
  return { ...def, access: { auth: 'public' } } as unknown as RouteDef;
}

/**
 * A route for any signed-in staff member and for paired devices of `deviceKinds`: exactly one of `auth` and
 * `device` is set. Other kinds of device get 403, like on every staff route.
 */
export function defineStaffOrDeviceRoute<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  R extends Schema = Schema,
  E extends EntityRef | undefined = undefined,
>(
  def: RouteBase<P, Q, B, R, E> & {
    deviceKinds: readonly DeviceKind[];
    handler(
      call: Call<P, Q, B, AuthContext | null, E> & { device: DeviceContext | null },
    ): Promise<z.input<R>>;
  },
): RouteDef {
  const { deviceKinds, ...rest } = def;
  return { ...rest, access: { auth: 'user', deviceKinds } } as unknown as RouteDef;
}

/** A route for a paired kiosk or display: staff tokens get 401, a device of another kind 403. */
export function defineDeviceRoute<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  R extends Schema = Schema,
>(
  def: RouteBase<P, Q, B, R> & {
    kinds: readonly DeviceKind[];
    /** Answers after the clinic's plan expired although it is a POST (a look-up): see Access. */
    whenExpired?: true;
    handler(call: Call<P, Q, B, null> & { device: DeviceContext }): Promise<z.input<R>>;
  },
): RouteDef {
  const { kinds, whenExpired, ...rest } = def;
  return {
    ...rest,
    access: { auth: 'device', kinds, ...(whenExpired ? { whenExpired } : {}) },
  } as unknown as RouteDef;
}

/**
 * A route the provider calls (not a clinic's staff), by `Authorization: Bearer <PROVIDER_TOKEN>`. With no
 * PROVIDER_TOKEN configured the route answers 404 as if it did not exist; a wrong token is 401.
 */
export function defineProviderRoute<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  R extends Schema = Schema,
>(def: RouteBase<P, Q, B, R> & { handler(call: Call<P, Q, B, null>): Promise<z.input<R>> }): RouteDef {
  return { ...def, access: { auth: 'provider' } } as unknown as RouteDef;
}

export const errorResponse = z.object({
  code: z.union([z.number(), z.string()]),
  message: z.string(),
  messages: z.array(z.object({ code: z.string(), value: z.string() })),
  fields: z.array(z.object({ path: z.string(), messageId: z.string(), text: z.string() })).optional(),
  /** The stock refusals: each short medicine, the units asked and usable (the line's index or invoice source). */
  shortages: z
    .array(
      z.object({
        index: z.number().optional(),
        source: z.string().optional(),
        medicineId: z.number(),
        name: z.string(),
        quantity: z.number(),
        usable: z.number(),
      }),
    )
    .optional(),
});

/** The schemas a route was declared with: a contract's, when it spreads one (@clinic/domain/contracts). */
export interface RouteSchemas {
  params: unknown;
  query: unknown;
  body: unknown;
  response: unknown;
}

/** What the route guard knows of each route; a route added later falls under the same checks automatically. */
export interface RouteConfig {
  access: Access;
  entity?: EntityRef;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    /** The caller's cached session: role screen levels and features for the guard. */
    access: SessionAccess | null;
    device: DeviceContext | null;
    /** The `:id` row the guard loaded (see Call.row). */
    entityRow: unknown;
  }
  interface FastifyContextConfig {
    clinic?: RouteConfig;
    /** The route's own schemas, for the contract test (Fastify's `schema` wraps the response). */
    schemas?: RouteSchemas;
  }
}

/** The screens besides `screen` that grant a route (`orScreen`, one or several). */
export function alternativeScreens(
  orScreen: ScreenId | readonly ScreenId[] | undefined,
): readonly ScreenId[] {
  if (orScreen === undefined) return [];
  return typeof orScreen === 'number' ? [orScreen] : orScreen;
}

/**
 * Whether a route changes something, for the expired plan: a staff route with a screen by its level (a POST
 * search needs only Read), any other by its method. Routes that answer after expiry anyway say `whenExpired`.
 */
export function writes(access: Access, method: string): boolean {
  if (access.auth === 'public' || access.auth === 'provider') return false;
  if (access.whenExpired) return false;
  if (access.auth === 'user' && access.screen !== undefined)
    return (access.level ?? PermissionLevel.Read) >= PermissionLevel.Write;
  return method !== 'GET';
}

/**
 * The clinic's plan: a route of a feature the plan lacks is `planFeatureMissing`; after the plan's end a route
 * that writes is `clinicPlanExpired` (docs/product.md#plans).
 */
function planCheck(
  access: Access,
  method: string,
  clinic: { plan: number; planExpiresAt: Date | null },
  now: Date,
) {
  if (access.auth === 'user' && access.plan !== undefined && !planHas(clinic.plan, access.plan))
    throw new AppError('planFeatureMissing');
  if (writes(access, method) && isPlanExpired(clinic.planExpiresAt, now))
    throw new AppError('clinicPlanExpired');
}

/** Whether the caller's screen levels and features pass a staff route's screen, `orScreen`, level and feature. */
export function screensAllow(
  session: SessionAccess,
  access: Omit<Extract<Access, { auth: 'user' }>, 'auth'>,
) {
  const level = access.level ?? PermissionLevel.Read;
  if (
    access.screen !== undefined &&
    screenLevel(session, access.screen) < level &&
    !alternativeScreens(access.orScreen).some((screen) => screenLevel(session, screen) >= level)
  )
    return false;
  return access.feature === undefined || hasFeature(session, access.feature);
}

/**
 * Whether a signed-in staff member could call a staff route right now, as the guard judges it before tenancy:
 * what a socket is told is held to the same rule (platform/realtime-audience.ts).
 */
export function userMayCall(session: SessionAccess, access: Access): boolean {
  if (access.auth !== 'user') return false;
  if (access.plan !== undefined && !planHas(session.plan, access.plan)) return false;
  if (access.ownerOnly && session.auth.roleKind !== RoleKind.Owner) return false;
  return screensAllow(session, access);
}

/** Plan, permission, then tenancy: runs before body validation, so a foreign id is 404 whatever the body says. */
export async function guard(db: Db, req: FastifyRequest, config: RouteConfig, now: Date): Promise<void> {
  const { access, entity } = config;
  // A device is held to its clinic's plan too (a kiosk of an expired clinic checks no one in).
  if (req.device) planCheck(access, req.method, req.device, now);
  // A device let onto a staff route (deviceKinds) was checked by kind in authenticate; screens are for staff.
  if (access.auth !== 'user' || req.device) return;
  const auth = req.auth!;
  // Screen levels, features and the clinic's plan come with the cached session: no query per request.
  const session = req.access!;
  planCheck(access, req.method, session, now);
  if (access.ownerOnly && auth.roleKind !== RoleKind.Owner) throw new AppError('onlyOwnerCanAct');
  if (!screensAllow(session, access)) throw new AppError('noPermission');
  if (entity) {
    // Read as the params schema reads it (idParam): what it would refuse, schema validation answers with 400.
    const parsed = idParam.safeParse((req.params as Record<string, unknown>).id);
    if (!parsed.success) return;
    const id = parsed.data;
    // The whole row: the handler gets it as `row` instead of reading it a second time.
    const { table } = entity;
    if (entity.read) {
      const record = await entity.read(db, auth.clinicId, id, req.params as Record<string, string>);
      if (!record) throw new AppError(entity.notFound);
      req.entityRow = record;
      return;
    }
    const [row] = await runPrepared(
      db,
      `guard_row_${getTableName(table)}`,
      (d) =>
        d
          .select()
          .from(table)
          .where(and(eq(table.id, sql.placeholder('id')), eq(table.clinicId, sql.placeholder('clinicId')))),
      { id, clinicId: auth.clinicId },
    );
    if (!row) throw new AppError(entity.notFound);
    req.entityRow = row;
  }
}

/**
 * Who is calling, by the route's kind. A device token never reaches the staff session lookup: it is refused on
 * every staff route with 403 (the device is known to be a device, and devices may do only their own routes).
 */
async function authenticate(deps: RouteDeps, req: FastifyRequest, access: Access) {
  const token = bearerToken(req);
  if (access.auth === 'user') {
    if (isDeviceToken(token)) {
      if (!access.deviceKinds?.length) throw new AppError('noPermission');
      const device = await resolveDevice(deps.db, token, deps.clock());
      if (!access.deviceKinds.includes(device.kind)) throw new AppError('noPermission');
      req.device = device;
      return;
    }
    const session = await deps.sessions.resolve(token);
    req.access = session;
    req.auth = session.auth;
  } else if (access.auth === 'device') {
    const device = await resolveDevice(deps.db, token, deps.clock());
    if (!access.kinds.includes(device.kind)) throw new AppError('noPermission');
    req.device = device;
  } else if (access.auth === 'provider') {
    // No token configured: the provider's routes do not exist on this server.
    if (!deps.providerToken) throw new AppError('routeNotFound');
    if (!sameSecret(token, deps.providerToken)) throw new AppError('unauthorized');
  }
}

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

/** The call's Idempotency-Key, when its route takes one from the header (see `idempotent`). */
function idempotencyKeyFor(req: FastifyRequest, mode: Idempotence | undefined): string | undefined {
  if (mode !== true && mode !== 'optional') return undefined;
  if (mode === 'optional' && req.headers['idempotency-key'] === undefined) return undefined;
  return idempotencyKeyOf(req);
}

function idempotencyKeyOf(req: FastifyRequest): string {
  const key = req.headers['idempotency-key'];
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) throw new AppError('idempotencyKeyMissing');
  return key;
}

/** What the route machinery needs of the app. */
export interface RouteDeps {
  db: Db;
  clock: () => Date;
  events: EventBus;
  database?: { detached?: Db };
  sessions: SessionCache;
  /** PROVIDER_TOKEN: the bearer token of the provider's routes; undefined hides them (404). */
  providerToken?: string | undefined;
  /** config.selfChecks: money and stock writes are held to their route's declaration (`assertOnce`). */
  selfChecks?: boolean;
}

/** Compares a presented secret with the configured one in constant time (by their sha-256, so lengths may differ). */
function sameSecret(presented: string | undefined, expected: string): boolean {
  if (!presented) return false;
  return timingSafeEqual(sha256Bytes(presented), sha256Bytes(expected));
}
const sha256Bytes = (text: string) => createHash('sha256').update(text).digest();

export function registerRoutes(app: FastifyInstance, deps: RouteDeps, defs: RouteDef[]) {
  const raw = defs.filter((def) => def.rawBody);
  if (raw.length) {
    app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_req, payload, done) => done(null, payload));
      registerRoutes(
        scope,
        deps,
        raw.map((def) => ({ ...def, rawBody: false })),
      );
    });
  }
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const def of defs.filter((d) => !d.rawBody)) {
    if (def.url.includes(':id') && !def.entity && def.access.auth === 'user') {
      throw new Error(`${def.method} ${def.url}: a route taking :id must declare the entity it points into`);
    }
    if ((def.idempotent === true || def.idempotent === 'optional') && def.access.auth !== 'user')
      throw new Error(`${def.method} ${def.url}: keys are kept per clinic, so only staff routes take one`);
    const config: RouteConfig = { access: def.access, ...(def.entity ? { entity: def.entity } : {}) };
    const route = `${def.method} ${def.url}`;
    typed.route({
      method: def.method,
      url: `/api${def.url}`,
      config: {
        clinic: config,
        schemas: { params: def.params, query: def.query, body: def.body, response: def.response },
      },
      schema: {
        summary: def.summary,
        tags: def.tags,
        ...(def.access.auth === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
        ...(def.params ? { params: def.params as z.ZodType } : {}),
        ...(def.query ? { querystring: def.query as z.ZodType } : {}),
        ...(def.body ? { body: def.body as z.ZodType } : {}),
        // Bytes go out as they are; everything else in the { data } envelope.
        response: {
          200: isBytesResponse(def.response) ? def.response : z.object({ data: def.response }),
          '4xx': errorResponse,
        },
      },
      onRequest: async (req) => authenticate(deps, req, def.access),
      preValidation: async (req) => {
        await guard(deps.db, req, config, deps.clock());
        await def.beforeSchema?.({ body: req.body, auth: req.auth });
      },
      preHandler: referenceCheck(deps.db, { body: def.body, query: def.query }),
      handler: async (req, reply) => {
        const actor = req.auth ?? (req.device ? { clinicId: req.device.clinicId, userId: null } : null);
        const call = {
          route,
          idempotent: def.idempotent,
          key: idempotencyKeyFor(req, def.idempotent),
          // What one key stands for: the same key with other parameters or another body is refused.
          request: { params: req.params, query: req.query, body: req.body },
          watched: deps.selfChecks ?? true,
        };
        const open: Transaction | undefined = actor ? (work) => inTransaction(deps, actor, work) : undefined;
        const data = await handleRoute(call, open, (transaction) =>
          def.handler({
            params: req.params as never,
            query: req.query as never,
            body: req.body as never,
            auth: req.auth,
            device: req.device,
            row: req.entityRow as never,
            lang: requestLang(req),
            ip: req.ip,
            userAgent: req.headers['user-agent'],
            transaction,
            reply,
          }),
        );
        // A handler that answered by itself (a download streaming bytes or redirecting) returns the reply.
        if (reply.sent) return reply;
        return { data };
      },
    });
  }
}
