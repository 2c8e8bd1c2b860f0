import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { checkCustom } from './editorForm';
import { RepeatEditor } from './RepeatEditor';
import { type CustomRepeat, defaultCustom } from './repeat';

afterEach(cleanup);

const monday = '2026-07-06';
let latest: CustomRepeat;
function Harness({ date = monday }: { date?: string }) {
  const [value, setValue] = useState(defaultCustom(date));
  latest = value;
  return <RepeatEditor value={value} onChange={setValue} date={date} />;
}
const summary = () => screen.getByRole('status').textContent;

describe('the custom repeat editor', () => {
  it('opens weekly on the schedule day, never ending', () => {
    render(<Harness />);
    const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');
    expect(pressed('Thứ Hai')).toBe('true');
    expect(pressed('Thứ Tư')).toBe('false');
    expect((screen.getByRole('radio', { name: 'Không bao giờ' }) as HTMLInputElement).checked).toBe(true);
    expect(summary()).toBe('Lặp lại hằng tuần vào T2');
  });

  it('every 2 weeks on Monday and Wednesday, ending after 10 times: the summary and the body agree', () => {
    render(<Harness />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Khoảng lặp lại' }), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Thứ Tư' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Sau' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Số lần' }), { target: { value: '10' } });
    expect(summary()).toBe('Lặp lại mỗi 2 tuần vào T2, T4, kết thúc sau 10 lần');
    expect(checkCustom(latest, monday)).toEqual({
      recurrence: { interval: 2, frequency: 2, daysOfWeek: [0, 2], end: '2', count: 10 },
      errors: null,
    });
  });

  it('monthly hides the weekdays; an end date is required once "on a date" is picked', () => {
    render(<Harness date="2026-07-31" />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Đơn vị' }), { target: { value: '1' } });
    expect(screen.queryByRole('button', { name: 'Thứ Hai' })).toBeNull();
    expect(summary()).toBe('Lặp lại hằng tháng vào ngày 31');
    fireEvent.click(screen.getByRole('radio', { name: 'Vào ngày' }));
    expect(checkCustom(latest, '2026-07-31')).toEqual({
      recurrence: null,
      errors: { endDate: 'formError.required' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Ngày kết thúc' }), {
      target: { value: '31/12/2026' },
    });
    expect(summary()).toBe('Lặp lại hằng tháng vào ngày 31, đến hết ngày 31/12/2026');
    expect(checkCustom(latest, '2026-07-31').recurrence).toEqual({
      interval: 1,
      frequency: 1,
      daysOfWeek: [],
      end: '1',
      endDate: '2026-12-31',
    });
  });
});
