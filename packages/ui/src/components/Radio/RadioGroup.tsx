import { type ReactNode, type Ref, useId, useMemo } from 'react';
import { cx } from '../../internal/cx';
import { useControllable } from '../../internal/useControllable';
import { useFieldControl } from '../FormField/FormFieldContext';
import { Radio } from './Radio';
import * as styles from './Radio.css';
import { RadioGroupContext, type RadioValue } from './RadioGroupContext';

export interface RadioOption<V extends RadioValue> {
  value: V;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps<V extends RadioValue> {
  /** The choices; or pass <Radio> children. */
  options?: readonly RadioOption<V>[];
  value?: V | null;
  defaultValue?: V | null;
  /** The chosen option's value, with its original type (a number stays a number). */
  onChange?: (value: V) => void;
  name?: string;
  /** Names the group; inside a FormField the field's label does. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  orientation?: keyof typeof styles.orientation;
  disabled?: boolean;
  invalid?: boolean;
  required?: boolean;
  className?: string;
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/** A set of radios with one value; arrow keys move between them (native behaviour of a shared name). */
export function RadioGroup<V extends RadioValue>({
  options,
  value,
  defaultValue = null,
  onChange,
  name,
  orientation = 'vertical',
  disabled = false,
  invalid,
  required,
  className,
  children,
  ref,
  ...aria
}: RadioGroupProps<V>) {
  const ownName = useId();
  const field = useFieldControl({ invalid, required, 'aria-labelledby': aria['aria-labelledby'] });
  const [current, setCurrent] = useControllable<V | null>(value, defaultValue, (next) => {
    if (next !== null) onChange?.(next);
  });
  const context = useMemo(
    () => ({
      name: name ?? ownName,
      value: current,
      onChange: (next: RadioValue) => setCurrent(next as V),
      disabled,
      invalid: field.invalid,
    }),
    [name, ownName, current, setCurrent, disabled, field.invalid],
  );
  return (
    <div
      ref={ref}
      role="radiogroup"
      aria-label={aria['aria-label']}
      aria-labelledby={aria['aria-label'] ? undefined : field.labelId}
      {...field.aria}
      className={cx(styles.group, styles.orientation[orientation], className)}
    >
      <RadioGroupContext.Provider value={context}>
        {options?.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            label={option.label}
            description={option.description}
            disabled={option.disabled}
          />
        ))}
        {children}
      </RadioGroupContext.Provider>
    </div>
  );
}
