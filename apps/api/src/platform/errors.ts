import {
  AppError,
  errorBody as domainErrorBody,
  type ErrorKey,
  formatFormError,
  formErrorIds,
  formErrorParams,
  isFormErrorId,
} from '@clinic/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type Lang, requestLang } from './lang.js';

export interface FieldError {
  /** Where the bad value was: `body.email`, `query.pageSize`. */
  path: string;
  /** The message id (`formError.required`), for clients that translate themselves. */
  messageId: string;
  text: string;
}

/** The largest JSON body a route takes (uploads go straight to storage, never through a body). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export const errorBody = (key: ErrorKey, lang: Lang, params?: Record<string, string | number>) =>
  domainErrorBody(new AppError(key, params ? { params } : {}), lang);

/** zod's own messages (a schema without our ids) map to the nearest form error id. */
const idByZodCode: Record<string, string> = {
  invalid_type: formErrorIds.invalidType,
  too_small: formErrorIds.min,
  too_big: formErrorIds.max,
};

function fieldError(
  where: string,
  issue: { instancePath: string; keyword: string; message?: string; params: object },
  lang: Lang,
): FieldError {
  const zodIssue = {
    ...issue.params,
    code: issue.keyword,
    message: issue.message ?? '',
    path: [],
  } as unknown as z.core.$ZodIssue;
  const input = (issue.params as { input?: unknown }).input;
  let messageId =
    issue.message && isFormErrorId(issue.message)
      ? issue.message
      : (idByZodCode[issue.keyword] ?? formErrorIds.invalidValue);
  // zod reports a non-integer (1.5 where .int() is asked) as invalid_type too, expected 'int': that value was given.
  const expected = (issue.params as { expected?: unknown }).expected;
  if (issue.keyword === 'invalid_type' && input === undefined && expected !== 'int')
    messageId = formErrorIds.required;
  const tail = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  return {
    path: tail ? `${where}.${tail}` : where,
    messageId,
    text: formatFormError(messageId, lang, formErrorParams(zodIssue)),
  };
}

/**
 * The rows an AppError names in `details.fields` (`{ path: 'body.medicines.3.name', messageId }`), with their text
 * in the request's language: the answer names every bad row by its index.
 */
export function rowFieldErrors(error: AppError, lang: Lang): FieldError[] {
  const fields = error.details?.fields;
  if (!Array.isArray(fields)) return [];
  return fields.map((field: { path: string; messageId: string }) => ({
    path: field.path,
    messageId: field.messageId,
    text: formatFormError(field.messageId, lang),
  }));
}

/** Answers for anything no route matched: a served app's index.html when `fallback` takes it, else 404. */
export function installNotFound(
  app: FastifyInstance,
  fallback?: (req: FastifyRequest, reply: FastifyReply) => FastifyReply | undefined,
) {
  app.setNotFoundHandler(
    (req, reply) =>
      fallback?.(req, reply) ?? reply.status(404).send(errorBody('routeNotFound', requestLang(req))),
  );
}

/**
 * Fields of an error that hold no request value: SQLSTATE or Node codes, the schema names a database error names
 * (its constraint, table, column, type), our AppError key. Never its `detail` ('Failing row contains (…)'),
 * `where`, `hint`, a statement's `query` or `params`, which quote the values the request sent.
 */
const SAFE_ERROR_FIELDS = [
  'code',
  'key',
  'statusCode',
  'constraint',
  'table',
  'column',
  'dataType',
  'routine',
  'errno',
  'syscall',
] as const;

/** A database error: its message may quote a value (`invalid input syntax for type integer: "…"`). */
const fromDatabase = (error: Record<string, unknown>) =>
  (typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code)) ||
  'query' in error ||
  'params' in error;

/** Text with what may be a value taken out: anything quoted, e-mail addresses, runs of digits (phones, ids). */
const scrubbed = (text: string) =>
  text
    .replace(/"[^"]*"|'[^']*'|`[^`]*`|“[^”]*”/g, '"…"')
    .replace(/[^\s@]+@[^\s@]+/g, '…@…')
    .replace(/\+?\d[\d .-]{4,}\d/g, '…')
    .slice(0, 300);

/** An error as the log holds it (Fastify's logger wants type, message and stack). */
export interface LoggedError {
  [field: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** The frames of a stack (`at f (file:line:col)`): the first line repeats the message, and goes. */
function framesOf(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const frames = stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 20)
    .map((line) => line.trim());
  return frames.length ? frames.join('\n') : undefined;
}

/**
 * The log's `err` serializer: the error's class, its safe fields (those its causes carry too, so a query error
 * says its SQLSTATE), a message only when no database wrote it, and the frames of its stack. What the request sent
 * never reaches the log through an error (docs/conventions.md#errors).
 */
export function loggedError(error: unknown, depth = 0): LoggedError {
  if (typeof error !== 'object' || error === null) return { type: typeof error, message: '', stack: '' };
  const e = error as Record<string, unknown>;
  const logged: LoggedError = { type: e.constructor?.name ?? 'Object', message: '', stack: '' };
  for (let at: unknown = e, hops = 0; typeof at === 'object' && at !== null && hops < 4; hops += 1) {
    const link = at as Record<string, unknown>;
    for (const field of SAFE_ERROR_FIELDS) {
      const value = link[field];
      if (!(field in logged) && (typeof value === 'string' || typeof value === 'number'))
        logged[field] = value;
    }
    at = link.cause;
  }
  logged.message = fromDatabase(e)
    ? 'a database error (its text quotes values: left out)'
    : scrubbed(String(e.message ?? ''));
  logged.stack = framesOf(e.stack) ?? '';
  if (e.cause !== undefined && depth < 3) logged.cause = loggedError(e.cause, depth + 1);
  return logged;
}

/**
 * The log's `req` serializer: the method, the route's pattern with its id parameters filled in (a signed file
 * token or a code stays `:token`), and the caller's address. Never the query string, where searches carry names
 * and phones; a request no route matched logs its path alone.
 */
export function loggedRequest(req: FastifyRequest) {
  const pattern = req.routeOptions?.url;
  const params = (req.params ?? {}) as Record<string, unknown>;
  const url = pattern
    ? pattern.replace(/:(\w+)/g, (name, key: string) =>
        /^\d{1,12}$/.test(String(params[key] ?? '')) ? String(params[key]) : name,
      )
    : (req.url.split('?')[0] ?? '');
  return { method: req.method, url, remoteAddress: req.ip };
}

export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    const lang = requestLang(req);
    if (error instanceof AppError) {
      if (error.key === 'tooManyAttempts' && error.params?.seconds) {
        reply.header('retry-after', String(error.params.seconds));
      }
      // The stock refusals list each short medicine (name, asked, usable): the screens turn them into a choice.
      const shortages = error.details?.shortages;
      const body = {
        ...domainErrorBody(error, lang),
        ...(Array.isArray(shortages) ? { shortages } : {}),
      };
      // A business rule broken by some rows of a batch (medicines/bulk): each row's field, as schema violations say it.
      const fields = rowFieldErrors(error, lang);
      if (fields.length === 0) return reply.status(error.status).send(body);
      return reply.status(error.status).send({
        ...body,
        messages: [...body.messages, ...fields.map((f) => ({ code: f.path, value: f.text }))],
        fields,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = (error.validationContext ?? 'body').replace('querystring', 'query');
      const fields = error.validation.map((issue) => fieldError(where, issue, lang));
      const body = errorBody('schemaViolation', lang);
      return reply.status(400).send({
        ...body,
        message: `${body.message}: ${fields.map((f) => f.path).join(', ')}`,
        messages: [...body.messages, ...fields.map((f) => ({ code: f.path, value: f.text }))],
        fields,
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply
        .status(413)
        .send(errorBody('bodyTooLarge', lang, { max: `${BODY_LIMIT_BYTES / 1024 / 1024} MB` }));
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, body too large: the request itself is unusable.
      return reply.status(400).send(errorBody('schemaViolation', lang));
    }
    // Which request (reqId, bound to req.log), route and caller, and what failed: no value the request carried.
    req.log.error(
      {
        err: error,
        method: req.method,
        route: req.routeOptions?.url,
        clinicId: req.auth?.clinicId ?? req.device?.clinicId,
        userId: req.auth?.userId,
        deviceId: req.device?.deviceId,
      },
      'unhandled error',
    );
    // The request id is what the user can quote: it finds this line in the log of whichever instance answered.
    return reply
      .status(500)
      .send({ ...errorBody('internalError', lang, { message: req.id }), requestId: req.id });
  });
}
