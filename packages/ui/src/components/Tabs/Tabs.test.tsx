import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './Tabs';

const items = [
  { id: 'new', label: 'Mới', badge: 3, content: <p>Danh sách mới</p> },
  { id: 'checkedIn', label: 'Đã tiếp đón', content: <p>Danh sách đã tiếp đón</p> },
  { id: 'inProgress', label: 'Đang khám', disabled: true, content: <p>Đang khám</p> },
  { id: 'finished', label: 'Đã khám xong', content: <p>Đã khám xong</p> },
];

describe('Tabs', () => {
  it('shows the first tab selected with its panel, and one Tab stop', async () => {
    render(<Tabs aria-label="Hàng đợi khám" items={items} />);
    expect(screen.getByRole('tablist', { name: 'Hàng đợi khám' })).toBeInTheDocument();
    const first = screen.getByRole('tab', { name: 'Mới 3' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Đã tiếp đón' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Mới 3' })).toHaveTextContent('Danh sách mới');
    await userEvent.tab();
    expect(first).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('moves and selects with the arrows, skipping disabled tabs, with Home and End', async () => {
    const onChange = vi.fn();
    render(<Tabs aria-label="Hàng đợi khám" items={items} onChange={onChange} />);
    screen.getByRole('tab', { name: 'Mới 3' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Đã tiếp đón' })).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('checkedIn');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Đã khám xong' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Mới 3' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Đã khám xong');
    await userEvent.keyboard('{Home}{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith('finished');
  });

  it('waits for Enter in manual mode', async () => {
    const onChange = vi.fn();
    render(<Tabs aria-label="Hàng đợi khám" items={items} activation="manual" onChange={onChange} />);
    screen.getByRole('tab', { name: 'Mới 3' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('checkedIn');
  });
});
