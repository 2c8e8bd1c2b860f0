import { zodResolver } from '@hookform/resolvers/zod';
import {
  type FieldValues,
  type Path,
  type UseFormProps,
  type UseFormSetError,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';

/** react-hook-form driven by a shared zod schema; messages stay ids (`formError.required`) until FormField shows them. */
export function useZodForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  options: Omit<UseFormProps<NoInfer<Input>, unknown, NoInfer<Output>>, 'resolver'> = {},
) {
  return useForm<Input, unknown, Output>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...options,
    resolver: zodResolver<Input, unknown, Output>(schema),
  });
}

interface ServerFieldError {
  path: string;
  messageId: string;
  text: string;
}

/**
 * Puts the server's schema-violation fields (`body.email` …) on the matching inputs, so a rule only the server
 * knows still shows where the user typed. Returns false when the error carried no field the form has.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly string[],
): boolean {
  const fields = (error as { body?: { fields?: ServerFieldError[] } } | null)?.body?.fields ?? [];
  let applied = false;
  for (const field of fields) {
    const name = field.path.replace(/^body\./, '');
    if (fieldNames.includes(name)) {
      setError(name as Path<T>, { type: 'server', message: field.messageId });
      applied = true;
    }
  }
  return applied;
}
