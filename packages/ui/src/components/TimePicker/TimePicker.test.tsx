import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from '../FormField/FormField';
import { TimePicker } from './TimePicker';
import { parseTime, timeSlots } from './times';

describe('time helpers', () => {
  it('read the ways people write a time', () => {
    expect(parseTime('8')).toBe('08:00');
    expect(parseTime('830')).toBe('08:30');
    expect(parseTime('08:30')).toBe('08:30');
    expect(parseTime('8h30')).toBe('08:30');
    expect(parseTime('24:00')).toBeNull();
    expect(parseTime('abc')).toBeNull();
  });

  it('list the times every step minutes between min and max', () => {
    expect(timeSlots(30, '08:00', '10:00')).toEqual(['08:00', '08:30', '09:00', '09:30', '10:00']);
    expect(timeSlots(15)).toHaveLength(96);
  });
});

function Harness({ onValue }: { onValue: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <FormField label="Giờ khám">
      <TimePicker
        value={value}
        step={30}
        min="07:00"
        max="17:00"
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
    </FormField>
  );
}

describe('TimePicker', () => {
  it('takes a typed time, adding the colon by itself', async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    const input = screen.getByRole('combobox', { name: 'Giờ khám' });
    await userEvent.type(input, '0945');
    expect(input).toHaveValue('09:45');
    expect(onValue).toHaveBeenLastCalledWith('09:45');
  });

  it('offers times every step minutes and picks one with the keyboard', async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    const input = screen.getByRole('combobox', { name: 'Giờ khám' });
    await userEvent.type(input, '08');
    const options = screen.getAllByRole('option');
    expect(options[0]).toHaveTextContent('07:00');
    expect(options.at(-1)).toHaveTextContent('17:00');
    expect(input).toHaveAttribute('aria-activedescendant', options[2]?.id); // 08:00
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onValue).toHaveBeenLastCalledWith('08:30');
    expect(input).toHaveValue('08:30');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('flags a time outside min/max on blur', async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    const input = screen.getByRole('combobox', { name: 'Giờ khám' });
    await userEvent.type(input, '1930');
    await userEvent.tab();
    expect(input).toBeInvalid();
    expect(onValue).not.toHaveBeenCalledWith('19:30');
  });
});
