import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { transitionMs } from '../../theme.css';
import { Modal } from './Modal';

function Harness({
  dismissible = true,
  onClose = () => {},
}: {
  dismissible?: boolean;
  onClose?: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Mở
      </button>
      <Modal
        open={open}
        title="Xác nhận"
        dismissible={dismissible}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        footer={
          <button type="button" onClick={() => setOpen(false)}>
            Đồng ý
          </button>
        }
      >
        <p>Bạn có chắc không?</p>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    render(<Modal open={false} title="Ẩn" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens as a modal dialog named by its title and described by its content', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Mở' }));
    const dialog = screen.getByRole('dialog', { name: 'Xác nhận' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Bạn có chắc không?');
  });

  it('moves focus into the dialog and gives it back on close', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Mở' });
    await userEvent.click(opener);
    expect(screen.getByRole('button', { name: 'Đồng ý' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Đồng ý' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape when dismissible', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Mở' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with the × button and on a backdrop click', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Mở' }));
    await userEvent.click(screen.getByRole('button', { name: 'Đóng' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Mở' }));
    fireEvent.click(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('stays open on Escape, backdrop and cancel when not dismissible, and has no × button', async () => {
    const onClose = vi.fn();
    render(<Harness dismissible={false} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Mở' }));
    await userEvent.keyboard('{Escape}');
    const dialog = screen.getByRole('dialog');
    fireEvent.click(dialog);
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Đóng' })).toBeNull();
  });

  it('keeps Tab inside the dialog', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Mở' }));
    const close = screen.getByRole('button', { name: 'Đóng' });
    const ok = screen.getByRole('button', { name: 'Đồng ý' });
    expect(ok).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(ok).toHaveFocus();
  });

  it('can be an alertdialog', () => {
    render(<Modal open title="Cập nhật" role="alertdialog" dismissible={false} />);
    expect(screen.getByRole('alertdialog', { name: 'Cập nhật' })).toBeInTheDocument();
  });

  it('plays its 300 ms exit: closed and hidden at once, removed after the transition', () => {
    vi.useFakeTimers();
    try {
      const { rerender, container } = render(<Modal open title="Xác nhận" />);
      const dialog = screen.getByRole('dialog', { name: 'Xác nhận' });
      expect(dialog).toHaveAttribute('data-state', 'open');
      rerender(<Modal open={false} title="Xác nhận" />);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(dialog).toHaveAttribute('data-state', 'closing');
      expect(dialog).not.toHaveAttribute('open');
      expect(container.querySelector('dialog')).toBe(dialog);
      act(() => vi.advanceTimersByTime(transitionMs.modal - 1));
      expect(container.querySelector('dialog')).toBe(dialog);
      act(() => vi.advanceTimersByTime(1));
      expect(container.querySelector('dialog')).toBeNull();
      expect(transitionMs).toMatchObject({ fade: 150, collapse: 350, modal: 300 });
    } finally {
      vi.useRealTimers();
    }
  });
});
