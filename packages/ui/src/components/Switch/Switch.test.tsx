import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is a switch that turns on and off by click and Space', async () => {
    const onChange = vi.fn();
    render(<Switch label="Dùng phiếu tiếp đón" defaultChecked onChange={onChange} />);
    const control = screen.getByRole('switch', { name: 'Dùng phiếu tiếp đón' });
    expect(control).toBeChecked();
    await userEvent.click(control);
    expect(control).not.toBeChecked();
    await userEvent.keyboard(' ');
    expect(control).toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('is controlled when given checked', async () => {
    const onChange = vi.fn();
    render(<Switch aria-label="Kích hoạt" checked={false} onChange={onChange} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Kích hoạt' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('switch')).not.toBeChecked();
  });
});
