import type { Ref, SelectHTMLAttributes } from 'react';
import * as control from '../../control.css';
import { cx } from '../../internal/cx';
import { useT } from '../../useT';
import { useFieldControl } from '../FormField/FormFieldContext';
import { Icon } from '../Icon/Icon';
import type { ControlSize } from '../Input/Input';
import * as styles from './Select.css';

export interface SelectOption {
  value: string | number;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> {
  /** The options; or pass <option> children. */
  options?: readonly SelectOption[];
  /**
   * An empty first choice ('' value) shown in grey: `true` for the default 'Chọn…', or a text. It can be
   * picked again to clear the choice.
   */
  placeholder?: string | boolean;
  size?: ControlSize;
  invalid?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * The native select in the suite's box: the phone's own picker on touch screens, type-ahead and full keyboard
 * support for free. For long or searchable lists use Combobox.
 */
export function Select({
  options,
  placeholder,
  size = 'md',
  invalid,
  className,
  id,
  required,
  disabled,
  children,
  ref,
  ...rest
}: SelectProps) {
  const { t } = useT();
  const field = useFieldControl({ id, invalid, required, 'aria-describedby': rest['aria-describedby'] });
  const placeholderText = placeholder === true ? t('ui.select.placeholder') : placeholder || undefined;
  return (
    <div
      className={cx(control.box, control.size[size], className)}
      data-invalid={field.invalid || undefined}
      data-disabled={disabled || undefined}
    >
      <select
        {...rest}
        {...field.aria}
        ref={ref}
        id={field.id}
        disabled={disabled}
        className={cx(control.field, styles.select)}
      >
        {placeholderText !== undefined && <option value="">{placeholderText}</option>}
        {options?.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
      <Icon name="chevron-down" size="sm" className={styles.chevron} />
    </div>
  );
}
