import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from '../FormField/FormField';
import { Radio } from './Radio';
import { RadioGroup } from './RadioGroup';

const methods = [
  { value: 1, label: 'Tiền mặt' },
  { value: 2, label: 'Chuyển khoản' },
  { value: 3, label: 'Ví điện tử' },
];

describe('RadioGroup', () => {
  it('is a radiogroup named by its FormField that reports the value with its type', async () => {
    const onChange = vi.fn();
    render(
      <FormField label="Phương thức thanh toán" error="formError.required">
        <RadioGroup options={methods} onChange={onChange} />
      </FormField>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Phương thức thanh toán' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('radio', { name: 'Chuyển khoản' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect(screen.getByRole('radio', { name: 'Chuyển khoản' })).toBeChecked();
  });

  it('moves the choice with the arrow keys', async () => {
    const onChange = vi.fn();
    render(<RadioGroup aria-label="Giới tính" options={methods} defaultValue={1} onChange={onChange} />);
    screen.getByRole('radio', { name: 'Tiền mặt' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Chuyển khoản' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(2);
  });

  it('stays on the controlled value', async () => {
    render(<RadioGroup aria-label="Phương thức" options={methods} value={3} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Tiền mặt' }));
    expect(screen.getByRole('radio', { name: 'Ví điện tử' })).toBeChecked();
  });
});

describe('Radio', () => {
  it('works alone, as react-hook-form register uses it', async () => {
    const onChange = vi.fn();
    render(
      <fieldset>
        <legend>Giới tính</legend>
        <Radio name="gender" value="0" label="Nam" onChange={onChange} />
        <Radio name="gender" value="1" label="Nữ" onChange={onChange} />
      </fieldset>,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Nữ' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('radio', { name: 'Nữ' })).toHaveAttribute('value', '1');
  });
});
