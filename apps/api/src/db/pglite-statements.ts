import type { PGlite } from '@electric-sql/pglite';

/**
 * Statements run by name on PGlite. node-postgres names a statement and PostgreSQL plans it once per connection;
 * drizzle's PGlite driver ignores the name, so PGlite parsed and planned a hot statement on every call, on the
 * API's own thread (a patient read: 826 µs, of which 311 µs is the run once prepared). Here a statement given a
 * name is PREPAREd once on PGlite's one connection, and each later call with the same text becomes
 * `EXECUTE name(values)`: same columns, same types, same options, so drizzle reads the answer as before.
 *
 * EXECUTE takes no bound parameters, so the values are written as literals: numbers, booleans and strings only
 * (a string with its quotes doubled: PGlite keeps standard_conforming_strings on, so a backslash is a backslash).
 * A call with any other value (arrays, dates, objects) runs as it came.
 */
export function nameStatementsOnPglite(client: PGlite) {
  const names = new Map<string, string>();
  // The client's own query and exec, before the statement tap wraps them: a PREPARE is not a statement of the
  // request that happened to name it, and an EXECUTE is counted as the text it stands for.
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  client.query = ((text: string, params?: unknown[], options?: never) => {
    const name = names.get(text);
    const values = name && params ? literals(params) : undefined;
    if (name && values !== undefined) return query(`execute "${name}"(${values})`, [], options);
    return query(text, params, options);
  }) as typeof client.query;

  /** PREPAREs `text` as `name` once; until it is ready (or when PostgreSQL cannot type it) calls run as they come. */
  return async function name(statementName: string, text: string): Promise<void> {
    if (names.has(text) || !/^[A-Za-z0-9_]+$/.test(statementName)) return;
    try {
      await exec(`prepare "${statementName}" as ${text}`);
      names.set(text, statementName);
    } catch {
      // A parameter PostgreSQL cannot type without its value: the statement keeps running unprepared.
    }
  };
}

function literal(value: unknown): string | undefined {
  if (value === null) return 'null';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string') return value.includes('\0') ? undefined : `'${value.replaceAll("'", "''")}'`;
  return undefined;
}

function literals(params: unknown[]): string | undefined {
  const out: string[] = [];
  for (const param of params) {
    const text = literal(param);
    if (text === undefined) return undefined;
    out.push(text);
  }
  return out.join(', ');
}
