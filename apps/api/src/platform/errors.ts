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

export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    const lang = requestLang(req);
    if (error instanceof AppError) {
      if (error.key === 'tooManyAttempts' && error.params?.seconds) {
        reply.header('retry-after', String(error.params.seconds));
      }
      const body = domainErrorBody(error, lang);
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
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, body too large: the request itself is unusable.
      return reply.status(400).send(errorBody('schemaViolation', lang));
    }
    req.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody('internalError', lang, { message: req.id }));
  });
}
