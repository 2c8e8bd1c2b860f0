import { forbiddenCharacterIssues } from '@clinic/domain';
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { schemaViolationItems } from './schema-violation.js';

/**
 * The routes' validator: every params, query and body is first searched for characters no text may hold (NUL and
 * the other controls: forbiddenCharacterIssues), then parsed by the route's zod schema. The first check walks the
 * value itself, so it holds for every text field of every contract, including the next one written.
 */
export const inputValidator: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const forbidden = forbiddenCharacterIssues(data);
    if (forbidden.length > 0) return { error: schemaViolationItems(forbidden, []) as unknown as Error };
    // With the input in each issue, the answer tells a missing value ("required") from a wrong one ('abc' for a
    // number); the answer's texts never quote it.
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    return { error: schemaViolationItems(result.error.issues, []) as unknown as Error };
  };
