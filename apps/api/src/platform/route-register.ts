import { AppError } from '@clinic/domain';
import { isBytesResponse } from '@clinic/domain/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import type { EventBus } from './events.js';
import { handleRoute, type Idempotence, type Transaction } from './idempotency.js';
import { requestLang } from './lang.js';
import { referenceCheck } from './refs.js';
import type { RouteDef } from './route.js';
import { authenticate, type CallerDeps, guard, type RouteConfig } from './route-guard.js';
import { inTransaction } from './tx.js';

// Hands the route declarations (route.ts) to Fastify: their schemas, the guard's hooks (route-guard.ts), the
// Idempotency-Key and the { data } envelope.

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

declare module 'fastify' {
  interface FastifyContextConfig {
    clinic?: RouteConfig;
    /** The route's own schemas, for the contract test (Fastify's `schema` wraps the response). */
    schemas?: RouteSchemas;
  }
}

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

/** The call's Idempotency-Key, when its route takes one from the header (see `idempotent` in route.ts). */
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
export interface RouteDeps extends CallerDeps {
  events: EventBus;
  database?: { detached?: Db };
  /** config.selfChecks: money and stock writes are held to their route's declaration (`assertOnce`). */
  selfChecks?: boolean;
}

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
