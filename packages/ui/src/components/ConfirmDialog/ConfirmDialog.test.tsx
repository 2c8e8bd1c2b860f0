import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';

describe('ConfirmDialog', () => {
  it('asks with translated default title and buttons, and confirms', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog open message="Duyệt lịch hẹn LH-00012?" onConfirm={onConfirm} onCancel={onCancel} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Xác nhận' });
    expect(dialog).toHaveAccessibleDescription('Duyệt lịch hẹn LH-00012?');
    const confirm = screen.getByRole('button', { name: 'Xác nhận' });
    expect(confirm).toHaveFocus();
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Hủy' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('is an alertdialog with a red button and focus on Cancel when dangerous', () => {
    render(
      <ConfirmDialog
        open
        variant="danger"
        title="Hủy lịch hẹn"
        confirmLabel="Hủy lịch hẹn"
        cancelLabel="Không"
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(screen.getByRole('alertdialog', { name: 'Hủy lịch hẹn' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Không' })).toHaveFocus();
  });

  it('keeps Confirm disabled until the name is typed exactly', async () => {
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        open
        variant="danger"
        title="Xóa bác sĩ"
        confirmLabel="Xóa"
        confirmText="BS. Võ Minh Khôi"
        onConfirm={onConfirm}
        onCancel={() => {}}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Nhập "BS. Võ Minh Khôi" để xác nhận' });
    expect(input).toHaveFocus();
    const confirm = screen.getByRole('button', { name: 'Xóa' });
    expect(confirm).toBeDisabled();
    await userEvent.type(input, 'BS. Vo Minh Khoi{Enter}');
    expect(confirm).toBeDisabled();
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, 'BS. Võ Minh Khôi');
    expect(confirm).toBeEnabled();
    await userEvent.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('shows progress while a returned promise runs and stays open if it fails', async () => {
    let reject: (error: Error) => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((_, fail) => (reject = fail)));
    render(<ConfirmDialog open onConfirm={onConfirm} onCancel={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Xác nhận' }));
    expect(screen.getByRole('button', { name: 'Xác nhận' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Hủy' })).toBeDisabled();
    reject(new Error('1052'));
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Xác nhận' })).not.toHaveAttribute('aria-busy'),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
