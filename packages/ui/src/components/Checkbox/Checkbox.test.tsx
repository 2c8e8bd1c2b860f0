import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from '../FormField/FormField';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('is a checkbox named by its label and described by its description, toggled by click and Space', async () => {
    const onChange = vi.fn();
    const ref = createRef<HTMLInputElement>();
    render(
      <Checkbox
        ref={ref}
        name="isVisibleForBooking"
        label="Hiện trên trang đặt lịch"
        description="Bệnh nhân có thể đặt lịch với bác sĩ này"
        onChange={onChange}
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'Hiện trên trang đặt lịch' });
    expect(box).toHaveAccessibleDescription('Bệnh nhân có thể đặt lịch với bác sĩ này');
    await userEvent.click(screen.getByText('Hiện trên trang đặt lịch'));
    expect(box).toBeChecked();
    box.focus();
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(ref.current?.name).toBe('isVisibleForBooking');
  });

  it('can be indeterminate and disabled', () => {
    render(<Checkbox aria-label="Chọn tất cả" indeterminate disabled />);
    const box = screen.getByRole('checkbox', { name: 'Chọn tất cả' }) as HTMLInputElement;
    expect(box.indeterminate).toBe(true);
    expect(box).toBeDisabled();
  });
});

describe('several labelled checkboxes under one FormField', () => {
  it('each has its own id and is named by its own label', () => {
    render(
      <FormField label="Chuyên khoa">
        <Checkbox label="Nhi khoa" />
        <Checkbox label="Da liễu" />
      </FormField>,
    );
    const nhi = screen.getByRole('checkbox', { name: 'Nhi khoa' });
    const da = screen.getByRole('checkbox', { name: 'Da liễu' });
    expect(nhi.id).not.toBe(da.id);
    da.click();
    expect((da as HTMLInputElement).checked).toBe(true);
    expect((nhi as HTMLInputElement).checked).toBe(false);
  });
});
