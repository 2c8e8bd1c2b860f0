import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NumberInput } from './NumberInput';
import { cleanNumberText, formatNumberText } from './numberText';

describe('number text', () => {
  const vnd = { vnd: true, decimals: 0, allowNegative: false };
  const plain = { vnd: false, decimals: 1, allowNegative: true };

  it('groups VND by thousands with dots and keeps an integer', () => {
    expect(cleanNumberText('150000', vnd)).toEqual({ text: '150.000', value: 150000 });
    expect(cleanNumberText('1.500.0005', vnd)).toEqual({ text: '15.000.005', value: 15000005 });
    expect(cleanNumberText('abc', vnd)).toEqual({ text: '', value: null });
    expect(formatNumberText(1000000000, vnd)).toBe('1.000.000.000');
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
});
