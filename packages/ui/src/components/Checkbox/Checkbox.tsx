import { type InputHTMLAttributes, type ReactNode, type Ref, useEffect, useId, useRef } from 'react';
import { cx } from '../../internal/cx';
import { mergeRefs } from '../../internal/mergeRefs';
import { useFieldControl } from '../FormField/FormFieldContext';
import { Icon } from '../Icon/Icon';
import * as styles from './Checkbox.css';
import { ChoiceText } from './ChoiceText';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** The clickable text; without it give an aria-label (a row checkbox of a table). */
  label?: ReactNode;
  /** A second, grey line under the label. */
  description?: ReactNode;
  /** Neither checked nor unchecked ('some selected'). */
  indeterminate?: boolean;
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox, drawn in the theme; works with react-hook-form's register. */
export function Checkbox({
  label,
  description,
  indeterminate = false,
  invalid,
  required,
  className,
  id,
  disabled,
  ref,
  ...rest
}: CheckboxProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  // A checkbox with its own label is one choice among several (a list under one FormField): it needs its own
  // id, or every label would point at the first box and name all of them after it.
  const ownId = useId();
  const field = useFieldControl({
    id: id ?? (label ? ownId : undefined),
    invalid,
    required,
    'aria-describedby': rest['aria-describedby'],
  });
  const descriptionId = description ? `${field.id}-description` : undefined;
  // The wrapping <label> makes the whole row clickable; the name is the label text alone, not the description.
  const labelId = label && !rest['aria-label'] ? `${field.id}-label` : undefined;

  useEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = indeterminate;
  }, [indeterminate]);

  return (
    <label className={cx(styles.root, className)} data-disabled={disabled || undefined} htmlFor={field.id}>
      <span className={styles.controlSlot}>
        <input
          {...rest}
          {...field.aria}
          aria-describedby={
            [field.aria['aria-describedby'], descriptionId].filter(Boolean).join(' ') || undefined
          }
          aria-labelledby={labelId ?? rest['aria-labelledby']}
          ref={mergeRefs(ref, inputRef)}
          id={field.id}
          type="checkbox"
          disabled={disabled}
          className={styles.box}
        />
        <Icon name={indeterminate ? 'minus' : 'check'} className={styles.mark} />
      </span>
      <ChoiceText label={label} labelId={labelId} description={description} descriptionId={descriptionId} />
    </label>
  );
}
