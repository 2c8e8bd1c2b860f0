import { z } from 'zod';

// One contract for client and server (docs/conventions.md#contracts): each call of the API is declared once,
// here, with the zod schemas of its path parameters, query, body and response. The API's route spreads the
// declaration into its definition (so validation, serialization and the OpenAPI document come from it), and the
// api-client names it by type only (so no app bundles zod for its calls), with TypeScript checking that the
// client's method and path are the contract's. apps/api/src/contracts.test.ts checks that every client call
// has its server route, with these very schemas.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Endpoint {
  readonly method: HttpMethod;
  /** Path below /api, with `:name` parameters. */
  readonly url: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response: z.ZodType;
}

/** Declares one call; `const` keeps its method and url as literal types for the client's check. */
export function endpoint<const E extends Endpoint>(definition: E): E {
  return definition;
}

/** The answer of a route that sends bytes, not JSON: a file, a calendar event, speech. */
export const bytesResponse = (...contentTypes: [string, ...string[]]) =>
  z.unknown().meta({ description: `The bytes themselves (${contentTypes.join(', ')})`, contentTypes });

/** Whether a response schema is bytesResponse(…). */
export function isBytesResponse(schema: unknown): boolean {
  return schema instanceof z.ZodType && Array.isArray(schema.meta()?.contentTypes);
}

type Input<S> = S extends z.ZodType ? z.input<S> : never;

/** What the client sends: the path parameters, query and body the contract declares, nothing else. */
export type EndpointInput<E extends Endpoint> = (E['params'] extends z.ZodType
  ? { params: Input<E['params']> }
  : { params?: never }) &
  (E['query'] extends z.ZodType ? { query: Input<E['query']> } : { query?: never }) &
  (E['body'] extends z.ZodType ? { body: Input<E['body']> } : { body?: never });

/** What the client gets: the response as the server's schema writes it. */
export type EndpointOutput<E extends Endpoint> = z.output<E['response']>;
