import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Drawer } from './Drawer';
import * as styles from './Drawer.css';

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Bộ lọc
      </button>
      <Drawer
        open={open}
        title="Lọc lịch hẹn"
        side="left"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        footer={
          <button type="button" onClick={() => setOpen(false)}>
            Áp dụng
          </button>
        }
      >
        <label>
          Bác sĩ <input />
        </label>
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  it('opens as a modal side panel named by its title, focusing the first field', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Bộ lọc' }));
    const dialog = screen.getByRole('dialog', { name: 'Lọc lịch hẹn' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.className).toContain(styles.side.left);
    expect(screen.getByRole('textbox', { name: 'Bác sĩ' })).toHaveFocus();
  });

  it('closes on Escape and with ×, giving focus back to the opener', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Bộ lọc' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Đóng' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
