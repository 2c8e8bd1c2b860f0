import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './Toaster';
import { createToastApi, createToastStore, toast, toastStore } from './toast';

describe('toast store', () => {
  it('puts the newest first, keeps five and replaces a toast given the same id', () => {
    const store = createToastStore();
    const api = createToastApi(store);
    for (let index = 1; index <= 6; index += 1) api.info(`Thông báo ${index}`);
    expect(store.getSnapshot().map((item) => item.title)).toEqual([
      'Thông báo 6',
      'Thông báo 5',
      'Thông báo 4',
      'Thông báo 3',
      'Thông báo 2',
    ]);
    api.success('Đã lưu', undefined, { id: 'save' });
    api.success('Đã lưu lại', undefined, { id: 'save' });
    expect(store.getSnapshot().filter((item) => item.id === 'save')).toHaveLength(1);
    expect(store.getSnapshot()[0]?.title).toBe('Đã lưu lại');
  });

  it('lasts 5 s, errors 8 s, and can be kept open', () => {
    const store = createToastStore();
    const api = createToastApi(store);
    api('Mặc định');
    api.error('Lỗi');
    api.warning('Giữ lại', undefined, { duration: 0 });
    expect(store.getSnapshot().map((item) => [item.type, item.duration])).toEqual([
      ['warning', 0],
      ['error', 8000],
      ['default', 5000],
    ]);
  });
});

describe('Toaster', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    act(() => toast.clear());
    vi.useRealTimers();
  });

  it('shows toasts newest on top in a named region, errors as alerts, others as statuses', () => {
    render(<Toaster />);
    act(() => {
      toast.success('Đã lưu lịch hẹn', 'LH-00012 lúc 09:30');
      toast.error('ui.toast.error', 'Không kết nối được máy chủ');
    });
    const region = screen.getByRole('region', { name: 'Thông báo' });
    const [first, second] = region.querySelectorAll('[role]');
    expect(first).toHaveAttribute('role', 'alert');
    expect(first).toHaveTextContent('LỗiKhông kết nối được máy chủ');
    expect(second).toHaveAttribute('role', 'status');
    expect(second).toHaveTextContent('Đã lưu lịch hẹn');
    expect(toastStore.getSnapshot()).toHaveLength(2);
  });

  it('goes away after 5 s (errors 8 s), waits while hovered, and closes with its button', () => {
    render(<Toaster />);
    act(() => {
      toast.info('Có bản cập nhật');
      toast.error('Lỗi thanh toán');
    });
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText('Có bản cập nhật')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Có bản cập nhật')).toBeNull();
    expect(screen.getByText('Lỗi thanh toán')).toBeInTheDocument();

    fireEvent.mouseEnter(screen.getByRole('alert'));
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Lỗi thanh toán')).toBeInTheDocument();
    fireEvent.mouseLeave(screen.getByRole('alert'));
    act(() => vi.advanceTimersByTime(3001));
    expect(screen.queryByText('Lỗi thanh toán')).toBeNull();

    act(() => {
      toast('Nhắc lịch', undefined, { duration: 0 });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Đóng thông báo' }));
    expect(screen.queryByText('Nhắc lịch')).toBeNull();
  });

  it('translates keys, form error ids included, and has no progress bar', () => {
    const { container } = render(<Toaster />);
    act(() => {
      toast.warning('formError.required');
    });
    expect(screen.getByRole('status')).toHaveTextContent('Trường này là bắt buộc');
    expect(container.querySelector('progress, [role="progressbar"]')).toBeNull();
  });
});
