import type { FieldErrors, FieldValues } from 'react-hook-form';

/** The message of the first error on line `index` (the form's or the server's 'items.3.quantity'), or none. */
export function lineError(errors: FieldErrors<FieldValues>, index: number, fields: readonly string[]) {
  const line = (
    errors.items as unknown as Record<number, Record<string, { message?: unknown }>> | undefined
  )?.[index];
  if (!line) return undefined;
  for (const field of fields) {
    const message = line[field]?.message;
    if (typeof message === 'string') return message;
  }
  return undefined;
}
