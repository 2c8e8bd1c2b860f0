import { addDays, localDate } from '@clinic/domain';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PregnancyCalculatorDialog } from './PregnancyCalculatorDialog';
import { ReExamCalculatorDialog } from './ReExamCalculatorDialog';

// The two date calculators a doctor opens from a result sheet or prescription: live answers as the numbers change,
// Enter or "Use this date" hands the date back. (They call no API.)

afterEach(cleanup);

const dateInput = (dialog: HTMLElement, label: string) =>
  within(dialog).getByRole('textbox', { name: label });

describe('the re-examination calculator', () => {
  it('counts from the given day, takes the quick picks, avoids Sunday, and picks on Enter', () => {
    const onPick = vi.fn();
    const onClose = vi.fn();
    // 2026-11-15 is a Sunday; + 7 days lands on Sunday 22 Nov.
    render(<ReExamCalculatorDialog open from="2026-11-15" onPick={onPick} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Tính ngày tái khám' });
    const result = () => within(dialog).getByRole('status').textContent;
    // "Avoid Sunday" is on by default: moved to Monday 23/11.
    expect(result()).toContain('23/11/2026');
    expect(result()).toContain('Rơi vào Chủ nhật');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Tránh Chủ nhật/ }));
    expect(result()).toContain('22/11/2026');

    fireEvent.click(within(dialog).getByRole('button', { name: '1 tháng' }));
    expect(result()).toContain('15/12/2026');
    fireEvent.click(within(dialog).getByRole('button', { name: '3 tháng' }));
    expect(result()).toContain('15/02/2027');

    const count = within(dialog).getByRole('textbox', { name: 'Sau' });
    fireEvent.change(count, { target: { value: '14' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Đơn vị' }), { target: { value: 'days' } });
    expect(result()).toContain('29/11/2026');
    fireEvent.keyDown(count, { key: 'Enter' });
    expect(onPick).toHaveBeenCalledWith('2026-11-29');
    expect(onClose).toHaveBeenCalled();
  });
});

/** 'DD/MM/YYYY' as the date field takes it. */
const typed = (day: string) => day.split('-').reverse().join('/');

describe('the pregnancy calculator', () => {
  // Dates from today (the clinic's zone): a pregnancy is only ever 0..42 weeks old.
  const today = localDate(new Date(), 'Asia/Ho_Chi_Minh');
  const lmp = addDays(today, -70);
  const scan = addDays(today, -14);
  it('gives the due date from the last period, refuses one after today, and counts back from an ultrasound', () => {
    const onPick = vi.fn();
    render(<PregnancyCalculatorDialog open onPick={onPick} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Tính tuổi thai và ngày dự sinh' });
    const result = () => within(dialog).getByRole('status').textContent;
    expect(result()).toContain('Nhập ngày để xem kết quả.');
    const use = within(dialog).getByRole('button', { name: 'Dùng ngày này' });
    expect(use.hasAttribute('disabled')).toBe(true);

    fireEvent.change(dateInput(dialog, 'Ngày đầu kỳ kinh cuối'), { target: { value: typed(lmp) } });
    fireEvent.blur(dateInput(dialog, 'Ngày đầu kỳ kinh cuối'));
    expect(result()).toContain(typed(addDays(lmp, 280)));
    expect(result()).toContain('10 tuần 0 ngày');
    fireEvent.click(use);
    expect(onPick).toHaveBeenCalledWith(addDays(lmp, 280));

    fireEvent.change(dateInput(dialog, 'Ngày đầu kỳ kinh cuối'), { target: { value: '01/01/2099' } });
    fireEvent.blur(dateInput(dialog, 'Ngày đầu kỳ kinh cuối'));
    // The field itself takes no day after today, so no due date is offered for it.
    expect(result()).not.toContain(typed(addDays('2099-01-01', 280)));
    expect(use.hasAttribute('disabled')).toBe(true);

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Theo siêu âm' }));
    fireEvent.change(dateInput(dialog, 'Ngày siêu âm'), { target: { value: typed(scan) } });
    fireEvent.blur(dateInput(dialog, 'Ngày siêu âm'));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Số tuần lúc siêu âm' }), {
      target: { value: '12' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Số ngày lẻ' }), { target: { value: '3' } });
    // 12w3d two weeks ago: the period began 87 days before the scan; 14w3d today.
    expect(result()).toContain(typed(addDays(scan, -87)));
    expect(result()).toContain(typed(addDays(scan, -87 + 280)));
    expect(result()).toContain('14 tuần 3 ngày');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Số ngày lẻ' }), { target: { value: '9' } });
    expect(result()).toContain('Số ngày từ 0 đến 6.');
  });
});
