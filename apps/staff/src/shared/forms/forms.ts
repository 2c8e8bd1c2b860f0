import { blankToNull, formErrorMessage, formErrorParams } from '@clinic/domain';
import { toNestErrors } from '@hookform/resolvers';
import {
  type FieldError,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormSetError,
  useForm,
} from 'react-hook-form';
import { z } from 'zod';

/** react-hook-form driven by a shared zod schema; messages stay ids (`formError.required`) until FormField shows them. */
export function useZodForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  options: Omit<UseFormProps<NoInfer<Input>, unknown, NoInfer<Output>>, 'resolver'> = {},
) {
  return useForm<Input, unknown, Output>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...options,
    resolver: zodFormResolver(schema),
  });
}

/**
 * The schema as react-hook-form's resolver: the first issue of each field, its message id carrying the values its
 * text names (formErrorMessage: 'formError.maxLength?max=120'), which FormField shows as "tối đa 120 ký tự".
 */
export function zodFormResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
): Resolver<Input, unknown, Output> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      errors[path] ??= { type: issue.code, message: formErrorMessage(issue.message, formErrorParams(issue)) };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}

/** What a form holds for a contract's body: '' too wherever the body takes null (an input never holds null). */
export type FormValuesOf<T> = { [K in keyof T]: null extends T[K] ? T[K] | '' : T[K] };

/**
 * A contract's body as a form's resolver. The form holds every null as '' (a controlled input never holds null:
 * ResourceForm's toFormValues, a settings screen's optional phone); this gives the contract its nulls back, so a
 * blank text (whitespace only too, as blankToNull says), an emptied number or no linked user all read as "none"
 * (or 'formError.required' where the contract needs a value), and the form and the API check one set of rules.
 */
export function formOfContract<S extends z.ZodType<Record<string, unknown>>>(schema: S) {
  return z.preprocess(
    (values: FormValuesOf<z.input<S>>) =>
      Object.fromEntries(Object.entries(values).map(([key, value]) => [key, blankToNull(value)])),
    schema,
  );
}

export interface ServerFieldError {
  /** 'body.items.2.lotNumber'. */
  path: string;
  messageId: string;
  /** The message in the caller's language. */
  text: string;
}

/** The fields a refused call named (a schema violation, or a business rule naming its inputs); none for others. */
export function serverFieldErrors(error: unknown): ServerFieldError[] {
  return (error as { body?: { fields?: ServerFieldError[] } } | null)?.body?.fields ?? [];
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
  let applied = false;
  for (const field of serverFieldErrors(error)) {
    const name = field.path.replace(/^body\./, '');
    if (fieldNames.includes(name)) {
      setError(name as Path<T>, { type: 'server', message: field.messageId });
      applied = true;
    }
  }
  return applied;
}
