/**
 * The database's own error behind `error` (drizzle may wrap it in `cause`, PGlite and node-postgres report it
 * alike): the first error of the chain carrying a SQLSTATE code ('23505' unique, '23514' check, '23001' restrict),
 * or undefined when none does.
 */
export function databaseError(error: unknown): { code: string; constraint?: string } | undefined {
  for (let e = error as { code?: unknown; constraint?: string; cause?: unknown } | undefined; e; ) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code))
      return { code: e.code, constraint: e.constraint };
    e = e.cause as typeof e;
  }
  return undefined;
}

/**
 * The constraint a unique violation names: '' when it names none, undefined for any other error. Races that slip
 * past a service's own check (two receptionists adding the same code at once) end here, and answer the check's
 * error.
 */
export function violatedConstraint(error: unknown): string | undefined {
  const found = databaseError(error);
  return found?.code === '23505' ? (found.constraint ?? '') : undefined;
}
