import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { FormField } from '../FormField/FormField';
import { PasswordInput } from './PasswordInput';

describe('PasswordInput', () => {
  it('hides the password until the toggle is pressed, then hides it again', async () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <FormField label="Mật khẩu">
        <PasswordInput ref={ref} />
      </FormField>,
    );
    const input = screen.getByLabelText('Mật khẩu');
    await userEvent.type(input, 'Bí-mật-1');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');

    const toggle = screen.getByRole('button', { name: 'Hiện mật khẩu' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Ẩn mật khẩu' })).toHaveAttribute('aria-pressed', 'true');
    expect(ref.current?.value).toBe('Bí-mật-1');
  });
});
