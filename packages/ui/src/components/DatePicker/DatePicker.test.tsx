import { i18n } from '@clinic/i18n';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from '../FormField/FormField';
import { Calendar } from './Calendar';
import { DatePicker } from './DatePicker';
import { maskDateInput, parseDisplayDate, toIso, weekdayNames } from './dates';

describe('date helpers', () => {
  it('parse what people type and reject impossible dates', () => {
    const iso = (text: string) => {
      const date = parseDisplayDate(text);
      return date ? toIso(date) : null;
    };
    expect(iso('21/11/2026')).toBe('2026-11-21');
    expect(iso('1/2/2026')).toBe('2026-02-01');
    expect(iso('21112026')).toBe('2026-11-21');
    expect(iso('2026-11-21')).toBe('2026-11-21');
    expect(iso('31/02/2026')).toBeNull();
    expect(iso('21/13/2026')).toBeNull();
  });

  it('put the slashes in while typing forward, not while deleting', () => {
    expect(maskDateInput('21', '2')).toBe('21/');
    expect(maskDateInput('21/11', '21/1')).toBe('21/11/');
    expect(maskDateInput('21/1', '21/11')).toBe('21/1');
    expect(maskDateInput('21112026', '')).toBe('21/11/2026');
    expect(maskDateInput('1/2/2026', '1/2/202')).toBe('1/2/2026');
  });

  it('take weekday names and the first weekday from the dayjs locale', () => {
    expect(weekdayNames('vi').map((day) => day.short)).toEqual(['T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'CN']);
    expect(weekdayNames('en')[0]?.short).toBe('Su');
  });
});

function Harness({
  onValue,
  min,
  max,
}: {
  onValue: (value: string | null) => void;
  min?: string;
  max?: string;
}) {
  const [value, setValue] = useState<string | null>('2026-11-21');
  return (
    <FormField label="Ngày khám">
      <DatePicker
        value={value}
        min={min}
        max={max}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
    </FormField>
  );
}

describe('DatePicker', () => {
  it('shows the value as DD/MM/YYYY and yields ISO dates as the user types', async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Ngày khám' });
    expect(input).toHaveValue('21/11/2026');
    await userEvent.clear(input);
    expect(onValue).toHaveBeenLastCalledWith(null);
    await userEvent.type(input, '05122026');
    expect(input).toHaveValue('05/12/2026');
    expect(onValue).toHaveBeenLastCalledWith('2026-12-05');
  });

  it('flags a date outside min/max on blur', async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} min="2026-11-01" max="2026-11-30" />);
    const input = screen.getByRole('textbox', { name: 'Ngày khám' });
    await userEvent.clear(input);
    await userEvent.type(input, '01/12/2026');
    await userEvent.tab();
    expect(input).toBeInvalid();
    expect(onValue).toHaveBeenLastCalledWith(null);
  });

  it('opens a calendar in Vietnamese, picks a day with the keyboard and gives focus back', async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    await userEvent.click(screen.getByRole('button', { name: 'Chọn ngày' }));
    const dialog = screen.getByRole('dialog', { name: 'Chọn ngày' });
    const grid = within(dialog).getByRole('grid', { name: 'Tháng 11 năm 2026' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'CN']);
    const selected = within(grid).getByRole('button', { name: 'Thứ bảy, 21/11/2026' });
    await waitFor(() => expect(selected).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    // Focus follows the roving day after the render it causes: waited for, as a busy machine may be a frame late.
    await waitFor(() =>
      expect(within(grid).getByRole('button', { name: 'Chủ nhật, 22/11/2026' })).toHaveFocus(),
    );
    await userEvent.keyboard('{PageDown}');
    expect(await within(dialog).findByRole('grid', { name: 'Tháng 12 năm 2026' })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Thứ ba, 22/12/2026' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    expect(onValue).toHaveBeenLastCalledWith('2026-12-22');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Ngày khám' })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Ngày khám' })).toHaveValue('22/12/2026');
  });

  it('closes the calendar on Escape without changing the date', async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    await userEvent.click(screen.getByRole('button', { name: 'Chọn ngày' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onValue).not.toHaveBeenCalled();
  });
});

describe('Calendar', () => {
  it('does not pick days outside min/max and names months in English too', () => {
    act(() => i18n.setLanguage('en'));
    const onSelect = vi.fn();
    render(<Calendar value="2026-11-21" min="2026-11-10" max="2026-11-25" onSelect={onSelect} />);
    expect(screen.getByRole('grid', { name: 'November 2026' })).toBeInTheDocument();
    const early = screen.getByRole('button', { name: 'Monday, 09/11/2026' });
    expect(early).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(early);
    expect(onSelect).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Tuesday, 10/11/2026' }));
    expect(onSelect).toHaveBeenCalledWith('2026-11-10');
    act(() => i18n.setLanguage('vi'));
  });
});
