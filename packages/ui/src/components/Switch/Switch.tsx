import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { cx } from '../../internal/cx';
import * as styles from '../Checkbox/Checkbox.css';
import { ChoiceText } from '../Checkbox/ChoiceText';
import { useFieldControl } from '../FormField/FormFieldContext';

export interface SwitchProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role'> {
  /** The clickable text; without it give an aria-label. */
  label?: ReactNode;
  description?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * An on/off setting that applies at once (enable a doctor, check-in sheets on): a native checkbox with the
 * switch role, so forms and react-hook-form's register treat it as a checkbox.
 */
export function Switch({ label, description, className, id, disabled, ref, ...rest }: SwitchProps) {
  // Like Checkbox: a switch with its own label gets its own id, so several can share one FormField.
  const ownId = useId();
  const field = useFieldControl({
    id: id ?? (label ? ownId : undefined),
    'aria-describedby': rest['aria-describedby'],
  });
  const descriptionId = description ? `${field.id}-description` : undefined;
  // The wrapping <label> makes the whole row clickable; the name is the label text alone, not the description.
  const labelId = label && !rest['aria-label'] ? `${field.id}-label` : undefined;
  return (
    <label className={cx(styles.root, className)} data-disabled={disabled || undefined} htmlFor={field.id}>
      <span className={styles.controlSlot}>
        <input
          {...rest}
          aria-describedby={
            [field.aria['aria-describedby'], descriptionId].filter(Boolean).join(' ') || undefined
          }
          aria-labelledby={labelId ?? rest['aria-labelledby']}
          ref={ref}
          id={field.id}
          type="checkbox"
          // biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox with role switch reports its state itself; ARIA in HTML forbids aria-checked on it.
          role="switch"
          disabled={disabled}
          className={styles.track}
        />
        <span className={styles.thumb} aria-hidden="true" />
      </span>
      <ChoiceText label={label} labelId={labelId} description={description} descriptionId={descriptionId} />
    </label>
  );
}
