import { createContext, useContext, useId } from 'react';

/** What a FormField tells the control inside it. */
export interface FieldContextValue {
  id: string;
  labelId: string;
  /** Ids of the hint and the error, for aria-describedby. */
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
}

export const FieldContext = createContext<FieldContextValue | null>(null);

export interface FieldControlInput {
  id?: string | undefined;
  invalid?: boolean | undefined;
  required?: boolean | undefined;
  'aria-describedby'?: string | undefined;
  'aria-labelledby'?: string | undefined;
}

/**
 * The accessibility wiring of a control: its own props win, then the surrounding FormField's, then a fresh id.
 * Spread `aria` onto the focusable element.
 */
export function useFieldControl({
  id,
  invalid,
  required,
  'aria-describedby': describedBy,
  'aria-labelledby': labelledBy,
}: FieldControlInput) {
  const field = useContext(FieldContext);
  const ownId = useId();
  const isInvalid = invalid ?? field?.invalid ?? false;
  const isRequired = required ?? field?.required ?? false;
  const described = [describedBy, field?.describedBy].filter(Boolean).join(' ') || undefined;
  return {
    id: id ?? field?.id ?? ownId,
    labelId: labelledBy ?? field?.labelId,
    invalid: isInvalid,
    required: isRequired,
    aria: {
      'aria-invalid': isInvalid || undefined,
      'aria-required': isRequired || undefined,
      'aria-describedby': described,
    },
  };
}
