import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { cx } from '../../internal/cx';
import * as styles from '../Checkbox/Checkbox.css';
import { ChoiceText } from '../Checkbox/ChoiceText';
import { type RadioValue, useRadioGroup } from './RadioGroupContext';

export interface RadioProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value'> {
  value: RadioValue;
  label?: ReactNode;
  description?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * One native radio button. Inside a RadioGroup it takes the group's name, value and onChange; alone it is a
 * plain input that react-hook-form's register can drive (`<Radio {...register('gender')} value="1" />`).
 */
export function Radio({
  value,
  label,
  description,
  className,
  id,
  disabled,
  checked,
  name,
  onChange,
  ref,
  ...rest
}: RadioProps) {
  const group = useRadioGroup();
  const ownId = useId();
  const inputId = id ?? ownId;
  const descriptionId = description ? `${inputId}-description` : undefined;
  // The wrapping <label> makes the whole row clickable; the name is the label text alone, not the description.
  const labelId = label && !rest['aria-label'] ? `${inputId}-label` : undefined;
  const isDisabled = disabled || group?.disabled || false;
  const groupProps = group
    ? {
        name: group.name,
        checked: group.value === value,
        onChange: () => group.onChange(value),
        'aria-invalid': group.invalid || undefined,
      }
    : { name, checked, onChange };
  return (
    <label className={cx(styles.root, className)} data-disabled={isDisabled || undefined} htmlFor={inputId}>
      <span className={styles.controlSlot}>
        <input
          {...rest}
          {...groupProps}
          aria-describedby={descriptionId}
          aria-labelledby={labelId ?? rest['aria-labelledby']}
          ref={ref}
          id={inputId}
          type="radio"
          value={String(value)}
          disabled={isDisabled}
          className={styles.radio}
        />
        <span className={styles.radioDot} aria-hidden="true" />
      </span>
      <ChoiceText label={label} labelId={labelId} description={description} descriptionId={descriptionId} />
    </label>
  );
}
