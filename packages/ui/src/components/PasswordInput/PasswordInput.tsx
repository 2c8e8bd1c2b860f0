import { useState } from 'react';
import { useT } from '../../useT';
import { IconButton } from '../IconButton/IconButton';
import { Input, type InputProps } from '../Input/Input';

export interface PasswordInputProps extends Omit<InputProps, 'type' | 'suffix'> {
  /** Start with the password shown. */
  defaultVisible?: boolean;
}

/** A password field with a show/hide toggle (a pressed button, so its state is announced). */
export function PasswordInput({
  defaultVisible = false,
  autoComplete = 'current-password',
  disabled,
  ...rest
}: PasswordInputProps) {
  const { t } = useT();
  const [visible, setVisible] = useState(defaultVisible);
  return (
    <Input
      {...rest}
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      spellCheck={false}
      suffix={
        <IconButton
          size="xs"
          icon={visible ? 'eye-off' : 'eye'}
          aria-label={t(visible ? 'ui.password.hide' : 'ui.password.show')}
          aria-pressed={visible}
          disabled={disabled}
          onClick={() => setVisible((shown) => !shown)}
        />
      }
    />
  );
}
