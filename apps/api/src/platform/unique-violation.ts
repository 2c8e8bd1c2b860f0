/**
 * The constraint a unique violation names, as PGlite and node-postgres report it (drizzle may wrap the database's
 * error in `cause`): '' when it names none, undefined for any other error. Races that slip past a service's own
 * check (two receptionists adding the same code at once) end here, and answer the check's error.
 */
export function violatedConstraint(error: unknown): string | undefined {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e; ) {
    if (e.code === '23505') return e.constraint ?? '';
    e = e.cause as typeof e;
  }
  return undefined;
}
