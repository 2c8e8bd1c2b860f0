import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from '../FormField/FormField';
import { Select } from './Select';

const genders = [
  { value: 0, label: 'Nam' },
  { value: 1, label: 'Nữ' },
];

describe('Select', () => {
  it('is a native combobox labelled by its field, with a translated placeholder first', async () => {
    const onChange = vi.fn();
    const ref = createRef<HTMLSelectElement>();
    render(
      <FormField label="Giới tính" required>
        <Select ref={ref} options={genders} placeholder defaultValue="" onChange={onChange} />
      </FormField>,
    );
    const select = screen.getByRole('combobox', { name: 'Giới tính' });
    expect(select).toBeRequired();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Chọn…', 'Nam', 'Nữ']);
    await userEvent.selectOptions(select, 'Nữ');
    expect(ref.current?.value).toBe('1');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('takes <option> children too', () => {
    render(
      <Select aria-label="Phương thức" defaultValue="2">
        <option value="1">Tiền mặt</option>
        <option value="2">Chuyển khoản</option>
      </Select>,
    );
    expect(screen.getByRole('combobox', { name: 'Phương thức' })).toHaveDisplayValue('Chuyển khoản');
  });
});
