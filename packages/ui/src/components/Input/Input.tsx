import type { InputHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import * as control from '../../control.css';
import { cx } from '../../internal/cx';
import { useFieldControl } from '../FormField/FormFieldContext';

export type ControlSize = keyof typeof control.size;

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix'> {
  size?: ControlSize;
  /** Red border and aria-invalid; a surrounding FormField with an error sets it too. */
  invalid?: boolean;
  /** Before the text: an icon or a short word. */
  prefix?: ReactNode;
  /** After the text: a unit ('₫', 'kg') or a small button. */
  suffix?: ReactNode;
  /** Class of the outer box (the border); `className` of the native input is `inputClassName`. */
  className?: string;
  inputClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

/** Wraps a plain string adornment so it gets the field's spacing; elements are placed as they are. */
export function Adornment({ children }: { children: ReactNode }) {
  const text = typeof children === 'string' || typeof children === 'number';
  return <span className={cx(control.adornment, text && control.adornmentText)}>{children}</span>;
}

/** Clicking the box around the field (its padding, a unit) focuses the field, as a native input would. */
function focusFieldOnBoxClick(event: MouseEvent<HTMLElement>) {
  if (event.target !== event.currentTarget) return;
  event.currentTarget.querySelector<HTMLElement>('input, textarea')?.focus();
}

/**
 * A text input in the suite's box. Works with react-hook-form's `register` (the ref goes to the native input) and
 * picks up label, hint and error wiring from a surrounding FormField.
 */
export function Input({
  size = 'md',
  invalid,
  prefix,
  suffix,
  className,
  inputClassName,
  id,
  required,
  disabled,
  type = 'text',
  ref,
  ...rest
}: InputProps) {
  const field = useFieldControl({
    id,
    invalid,
    required,
    'aria-describedby': rest['aria-describedby'],
  });
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a mouse convenience; the input itself is focusable.
    // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard users reach the input directly.
    <div
      className={cx(control.box, control.size[size], className)}
      data-invalid={field.invalid || undefined}
      data-disabled={disabled || undefined}
      onClick={focusFieldOnBoxClick}
    >
      {prefix !== undefined && <Adornment>{prefix}</Adornment>}
      <input
        {...rest}
        {...field.aria}
        ref={ref}
        id={field.id}
        type={type}
        disabled={disabled}
        className={cx(control.field, inputClassName)}
      />
      {suffix !== undefined && <Adornment>{suffix}</Adornment>}
    </div>
  );
}
