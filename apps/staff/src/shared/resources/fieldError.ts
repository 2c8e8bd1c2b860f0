import type { FieldErrors } from 'react-hook-form';

/** The message id of one field's error ('formError.required'), for FormField to translate; none for a nested one. */
export function fieldError(errors: FieldErrors, name: string): string | undefined {
  const message = errors[name]?.message;
  return typeof message === 'string' ? message : undefined;
}
