import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from '../FormField/FormField';
import { Combobox, type ComboboxOption } from './Combobox';

const doctors: ComboboxOption<number>[] = [
  { value: 1, label: 'Nguyễn Văn An', description: 'Nội tổng quát' },
  { value: 2, label: 'Trần Thị Bình', description: 'Nhi khoa' },
  { value: 3, label: 'Đỗ Đức Anh', description: 'Tai mũi họng', disabled: true },
  { value: 4, label: 'Lê Hoàng Nguyên', description: 'Da liễu' },
];

function Harness({ onChange }: { onChange?: (value: number | null) => void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <FormField label="Bác sĩ">
      <Combobox
        options={doctors}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
    </FormField>
  );
}

describe('Combobox', () => {
  it('filters without accents or case: "nguyen" finds Nguyễn and Nguyên', async () => {
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Bác sĩ' });
    await userEvent.type(input, 'nguyen');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Bác sĩ' });
    expect(listbox.querySelectorAll('[role="option"]')).toHaveLength(2);
    expect(screen.getByRole('option', { name: /Nguyễn Văn An/ })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /Lê Hoàng Nguyên/ })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 kết quả');
  });

  it('moves with the arrow keys past disabled options and picks with Enter', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Bác sĩ' });
    input.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]?.id);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    // Đỗ Đức Anh is disabled: skipped.
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[3]?.id);
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(input).toHaveValue('Lê Hoàng Nguyên');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and keeps the chosen label; clears with the × button', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Bác sĩ' });
    await userEvent.click(input);
    await userEvent.click(screen.getByRole('option', { name: /Trần Thị Bình/ }));
    expect(input).toHaveValue('Trần Thị Bình');
    await userEvent.type(input, 'x');
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('Trần Thị Bình');
    await userEvent.click(screen.getByRole('button', { name: 'Bỏ chọn' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(input).toHaveValue('');
  });

  it('says when nothing matches and forwards its ref to the input', async () => {
    const ref = createRef<HTMLInputElement>();
    render(<Combobox aria-label="Dịch vụ" options={doctors} ref={ref} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Dịch vụ' }), 'xyz');
    expect(screen.getByText('Không tìm thấy kết quả phù hợp')).toBeInTheDocument();
    expect(ref.current).toBe(screen.getByRole('combobox'));
  });
});
