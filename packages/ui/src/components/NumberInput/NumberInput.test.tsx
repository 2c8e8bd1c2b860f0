import { fieldRefusal, quantity } from '@clinic/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NumberInput } from './NumberInput';
import { cleanNumberText, formatNumberText } from './numberText';

describe('number text', () => {
  const vnd = { vnd: true, decimals: 0 };
  const plain = { vnd: false, decimals: 1 };

  it('groups VND by thousands with dots and keeps an integer', () => {
    expect(cleanNumberText('150000', vnd)).toEqual({ text: '150.000', value: 150000 });
    expect(cleanNumberText('1.500.0005', vnd)).toEqual({ text: '15.000.005', value: 15000005 });
    expect(cleanNumberText('abc', vnd)).toEqual({ text: '', value: null });
    expect(formatNumberText(1000000000, vnd)).toBe('1.000.000.000');
  });

  it('keeps a minus sign, in đồng too: −1000 is never 1.000', () => {
    expect(cleanNumberText('-1000', vnd)).toEqual({ text: '-1.000', value: -1000 });
    expect(cleanNumberText('-2', { vnd: false, decimals: 0 })).toEqual({ text: '-2', value: -2 });
  });

  it('takes a comma or a dot as the decimal separator elsewhere', () => {
    expect(cleanNumberText('60,5', plain)).toEqual({ text: '60.5', value: 60.5 });
    expect(cleanNumberText('60.55', plain)).toEqual({ text: '60.5', value: 60.5 });
    expect(cleanNumberText('-', plain)).toEqual({ text: '-', value: null });
    expect(cleanNumberText('60.', plain)).toEqual({ text: '60.', value: 60 });
  });
});

function Controlled({ onValue }: { onValue: (value: number | null) => void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <>
      <NumberInput
        aria-label="Giá"
        vnd
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
      <button type="button" onClick={() => setValue(2500)}>
        Đặt lại
      </button>
    </>
  );
}

describe('NumberInput', () => {
  it('shows 150.000 ₫ while typing and yields the integer', async () => {
    const onValue = vi.fn();
    render(<Controlled onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Giá' });
    await userEvent.type(input, '150000');
    expect(input).toHaveValue('150.000');
    expect(onValue).toHaveBeenLastCalledWith(150000);
    expect(screen.getByText('₫')).toBeInTheDocument();
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it('follows a value set from outside, and steps with the arrow keys', async () => {
    const onValue = vi.fn();
    render(<Controlled onValue={onValue} />);
    await userEvent.click(screen.getByRole('button', { name: 'Đặt lại' }));
    const input = screen.getByRole('textbox', { name: 'Giá' });
    expect(input).toHaveValue('2.500');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(onValue).toHaveBeenLastCalledWith(3500);
    expect(input).toHaveValue('3.500');
  });

  it('clears to null and forwards its ref', async () => {
    const onChange = vi.fn();
    const ref = createRef<HTMLInputElement>();
    render(
      <NumberInput ref={ref} aria-label="Cân nặng" decimals={1} defaultValue={60} onChange={onChange} />,
    );
    expect(ref.current).toHaveValue('60');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Cân nặng' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('keeps −2 and 0 as typed where only positives make sense, and says why once the field is left', async () => {
    const onChange = vi.fn();
    render(
      <NumberInput aria-label="Số lượng" min={1} refuse={fieldRefusal(quantity(100))} onChange={onChange} />,
    );
    const input = screen.getByRole('textbox', { name: 'Số lượng' });
    await userEvent.type(input, '-2');
    expect(input).toHaveValue('-2');
    expect(onChange).toHaveBeenLastCalledWith(-2);
    expect(screen.queryByText('Số lượng phải lớn hơn 0')).toBeNull();
    await userEvent.tab();
    expect(screen.getByText('Số lượng phải lớn hơn 0')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Số lượng phải lớn hơn 0');

    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await userEvent.tab();
    expect(input).toHaveValue('0');
    expect(onChange).toHaveBeenLastCalledWith(0);
    expect(screen.getByText('Số lượng phải lớn hơn 0')).toBeInTheDocument();

    await userEvent.type(input, '{backspace}3');
    expect(screen.queryByText('Số lượng phải lớn hơn 0')).toBeNull();
    expect(input).not.toHaveAttribute('aria-invalid');
  });
});
