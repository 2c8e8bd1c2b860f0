import type { Ref, TextareaHTMLAttributes } from 'react';
import * as control from '../../control.css';
import { cx } from '../../internal/cx';
import { useFieldControl } from '../FormField/FormFieldContext';
import type { ControlSize } from '../Input/Input';
import * as styles from './Textarea.css';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  size?: ControlSize;
  invalid?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

/** Several lines of text (medical history, note, cancellation reason), resizable in height. */
export function Textarea({
  size = 'md',
  invalid,
  className,
  id,
  required,
  disabled,
  rows = 3,
  ref,
  ...rest
}: TextareaProps) {
  const field = useFieldControl({ id, invalid, required, 'aria-describedby': rest['aria-describedby'] });
  return (
    <div
      className={cx(control.box, control.size[size], styles.box, className)}
      data-invalid={field.invalid || undefined}
      data-disabled={disabled || undefined}
    >
      <textarea
        {...rest}
        {...field.aria}
        ref={ref}
        id={field.id}
        rows={rows}
        disabled={disabled}
        className={cx(control.field, styles.textarea)}
      />
    </div>
  );
}
