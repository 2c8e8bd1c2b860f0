import { AppError, type ErrorKey, errors, formatErrorText, formErrorTexts } from '@clinic/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type Lang, requestLang } from './lang.js';

export interface FieldError {
  /** Where the bad value was: `body.email`, `query.pageSize`. */
  path: string;
  /** The message id (`formError.required`), for clients that translate themselves. */
  messageId: string;
  text: string;
}

export function errorBody(key: ErrorKey, lang: Lang, params?: Record<string, string | number>) {
  const { code } = errors[key];
  const message = formatErrorText(key, lang, params);
  return { code, message, messages: [{ code: String(code), value: message }] };
}

const formErrorByZodCode: Record<string, string> = {
  invalid_type: 'formError.invalidType',
  too_small: 'formError.min',
  too_big: 'formError.max',
  invalid_format: 'formError.invalidValue',
  invalid_value: 'formError.invalidValue',
  unrecognized_keys: 'formError.invalidValue',
};

/** Our schemas carry message ids; zod's built-in messages are mapped to the nearest id. */
function fieldMessage(keyword: string, message: string, params: Record<string, unknown>, lang: Lang) {
  let messageId = message.startsWith('formError.') ? message : (formErrorByZodCode[keyword] ?? 'formError.invalidValue');
  if (keyword === 'invalid_type' && params.input === undefined) messageId = 'formError.required';
  const texts = formErrorTexts[lang] as Record<string, string>;
  const template = texts[messageId.slice('formError.'.length)] ?? texts.invalidValue ?? messageId;
  const text = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name] ?? (name === 'min' || name === 'max' ? (params.minimum ?? params.maximum) : undefined);
    return value === undefined ? `{${name}}` : String(value);
  });
  return { messageId, text };
}

/** Answers for anything no route matched: a served app's index.html when `fallback` takes it, else 404. */
export function installNotFound(
  app: FastifyInstance,
  fallback?: (req: FastifyRequest, reply: FastifyReply) => FastifyReply | undefined,
) {
  app.setNotFoundHandler((req, reply) => fallback?.(req, reply) ?? reply.status(404).send(errorBody('routeNotFound', requestLang(req))));
}

export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    const lang = requestLang(req);
    if (error instanceof AppError) {
      if (error.key === 'tooManyAttempts' && error.params?.seconds) {
        reply.header('retry-after', String(error.params.seconds));
      }
      return reply.status(error.status).send(errorBody(error.key, lang, error.params));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = (error.validationContext ?? 'body').replace('querystring', 'query');
      const fields: FieldError[] = error.validation.map((issue) => {
        const pathTail = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        return {
          path: pathTail ? `${where}.${pathTail}` : where,
          ...fieldMessage(issue.keyword, issue.message ?? '', issue.params as Record<string, unknown>, lang),
        };
      });
      const body = errorBody('schemaViolation', lang);
      return reply.status(400).send({
        ...body,
        message: `${body.message}: ${fields.map((f) => f.path).join(', ')}`,
        messages: [...body.messages, ...fields.map((f) => ({ code: f.path, value: f.text }))],
        fields,
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(errorBody('tooManyAttempts', lang, { seconds: 60 }));
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, body too large: the request itself is unusable.
      return reply.status(400).send(errorBody('schemaViolation', lang));
    }
    req.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody('internalError', lang, { message: req.id }));
  });

}
