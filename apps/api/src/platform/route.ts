import type {
  AppointmentFeature,
  DeviceKind,
  ErrorKey,
  PermissionLevel,
  PlanFeature,
  ScreenId,
} from '@clinic/domain';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/client.js';
import type { AuthContext } from './auth-context.js';
import type { DeviceContext } from './device-auth.js';
import type { Idempotence, Transaction } from './idempotency.js';
import type { Lang } from './lang.js';

// How a module declares a route: what it answers, who may call it and its handler. route-guard.ts checks each call
// against the declaration; route-register.ts hands the declarations to Fastify.

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

/** The screens besides `screen` that grant a route (`orScreen`, one or several). */
export function alternativeScreens(
  orScreen: ScreenId | readonly ScreenId[] | undefined,
): readonly ScreenId[] {
  if (orScreen === undefined) return [];
  return typeof orScreen === 'number' ? [orScreen] : orScreen;
}
