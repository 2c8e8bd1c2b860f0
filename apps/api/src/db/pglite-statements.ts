import type { PGlite, Transaction } from '@electric-sql/pglite';
import { statementNamer } from './prepared.js';

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
  const named = (query: PGlite['query']) => (text: string, params?: unknown[], options?: never) => {
    const statement = names.get(text);
    const values = statement && params ? literals(params) : undefined;
    if (statement && values !== undefined) return query(`execute "${statement}"(${values})`, [], options);
    return query(text, params, options);
  };
  client.query = named(client.query.bind(client)) as typeof client.query;
  const exec = client.exec.bind(client);
  // A transaction's statements too (a prepared statement belongs to the connection, not to a transaction): its
  // client carries the namer, for the statements built for transactions (prepared.ts).
  const transaction = client.transaction.bind(client);
  client.transaction = (<T>(work: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      const view = Object.create(tx) as Transaction & { [statementNamer]?: typeof name };
      view.query = named(tx.query.bind(tx) as PGlite['query']) as Transaction['query'];
      view[statementNamer] = name;
      return work(view);
    })) as typeof client.transaction;

  /**
   * PREPAREs `text` as `name` once; until it is ready (or when PostgreSQL cannot type it) calls run as they come.
   * Asked from inside a transaction, it waits for the connection, so the PREPARE runs after that transaction.
   */
  const asked = new Set<string>();
  async function name(statementName: string, text: string): Promise<void> {
    if (asked.has(text) || !/^[A-Za-z0-9_]+$/.test(statementName)) return;
    asked.add(text);
    try {
      await exec(`prepare "${statementName}" as ${text}`);
      names.set(text, statementName);
    } catch {
      // A parameter PostgreSQL cannot type without its value: the statement keeps running unprepared.
    }
  }
  return name;
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
