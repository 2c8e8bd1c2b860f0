import type { z } from 'zod';

const zodValidationMark = Symbol.for('ZodFastifySchemaValidationError');

/**
 * A body that passed the route's schema but fails a check only the database can complete (a property value
 * against its property's type): answered exactly like a schema violation, PSYS_4001 with the failing field paths,
 * by shaping the error as fastify-type-provider-zod shapes its own. `prefix` is where the checked value sat in
 * the body: ['properties', 2, 'value'].
 */
export function bodySchemaViolation(
  issues: readonly z.core.$ZodIssue[],
  prefix: readonly (string | number)[],
) {
  const error = new Error('body schema violation') as Error & {
    validation: unknown[];
    validationContext: string;
    statusCode: number;
  };
  error.validation = schemaViolationItems(issues, prefix);
  error.validationContext = 'body';
  error.statusCode = 400;
  return error;
}

/** zod issues as fastify-type-provider-zod reports them (`error.validation`), each path under `prefix`. */
export function schemaViolationItems(
  issues: readonly z.core.$ZodIssue[],
  prefix: readonly (string | number)[],
) {
  return issues.map(({ path, code, message, ...params }) => {
    const full = [...prefix, ...path.map(String)];
    return {
      [zodValidationMark]: true,
      keyword: code,
      instancePath: `/${full.join('/')}`,
      schemaPath: `#/${full.join('/')}/${code}`,
      message,
      params,
    };
  });
}
