import type { PropertyInputBody, PropertyItem } from '@clinic/api-client';
import { ScreenId } from '@clinic/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PropertyDrawer } from './PropertyDrawer';

const saved = (input: PropertyInputBody): PropertyItem => ({
  id: 41,
  options: [],
  ...input,
  fixed: false,
  enabled: true,
  formCount: 0,
  createdAt: '2026-03-01T02:00:00.000Z',
  updatedAt: '2026-03-01T02:00:00.000Z',
});

/** The drawer over a recording client: nothing leaves the test. */
function renderDrawer(property: PropertyItem | null = null, readOnly = false) {
  const client = {
    create: vi.fn(async (input: PropertyInputBody) => saved(input)),
    update: vi.fn(async (_id: number, input: PropertyInputBody) => saved(input)),
  };
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PropertyDrawer
        property={property}
        entityType={2}
        readOnly={readOnly}
        onClose={onClose}
        client={client}
      />
    </QueryClientProvider>,
  );
  return { client, onClose };
}

const nameInput = () => screen.getByRole('textbox', { name: /Tên thuộc tính/ }) as HTMLInputElement;
const internalInput = () => screen.getByRole('textbox', { name: /Tên nội bộ/ }) as HTMLInputElement;
const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));

afterEach(cleanup);

describe('a new property’s internal name', () => {
  it('follows the name as it is typed, without accents', () => {
    renderDrawer();
    type(nameInput(), 'Nhóm máu');
    expect(internalInput().value).toBe('nhom_mau');
    type(nameInput(), 'Đường huyết lúc đói');
    expect(internalInput().value).toBe('duong_huyet_luc_doi');
  });

  it('stops following once the owner types their own, and follows again when it is emptied', () => {
    renderDrawer();
    type(nameInput(), 'Nhóm máu');
    type(internalInput(), 'blood_type');
    type(nameInput(), 'Nhóm máu ABO');
    expect(internalInput().value).toBe('blood_type');
    type(internalInput(), '');
    type(nameInput(), 'Nhóm máu Rh');
    expect(internalInput().value).toBe('nhom_mau_rh');
  });

  it('is left alone when an existing property is renamed', () => {
    renderDrawer(
      saved({ name: 'Nhóm máu', internalName: 'blood', entityType: 2, fieldType: 1, size: 3, options: [] }),
    );
    type(nameInput(), 'Nhóm máu (ABO)');
    expect(internalInput().value).toBe('blood');
  });
});

describe('saving a list of options', () => {
  it('is held back while an option repeats or is empty, then sends the list in order', async () => {
    const { client, onClose } = renderDrawer();
    type(nameInput(), 'Nhóm máu');
    fireEvent.change(screen.getByRole('combobox', { name: /Kiểu dữ liệu/ }), { target: { value: '2' } });
    save();
    expect(await screen.findByText('Thêm ít nhất một lựa chọn')).toBeTruthy();

    const add = screen.getByRole('button', { name: 'Thêm lựa chọn' });
    fireEvent.click(add);
    type(screen.getByRole('textbox', { name: 'Lựa chọn 1' }) as HTMLInputElement, 'A');
    fireEvent.click(add);
    type(screen.getByRole('textbox', { name: 'Lựa chọn 2' }) as HTMLInputElement, ' a');
    fireEvent.click(add);
    save();
    expect(await screen.findByText('Lựa chọn này bị trùng')).toBeTruthy();
    expect(screen.getByText('Lựa chọn không được để trống')).toBeTruthy();
    expect(client.create).not.toHaveBeenCalled();

    type(screen.getByRole('textbox', { name: 'Lựa chọn 2' }) as HTMLInputElement, 'B');
    fireEvent.click(screen.getByRole('button', { name: 'Xóa lựa chọn “lựa chọn 3”' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Nhỏ · 3 cột' }));
    save();
    await waitFor(() => expect(client.create).toHaveBeenCalled());
    expect(client.create).toHaveBeenCalledWith(
      {
        name: 'Nhóm máu',
        internalName: 'nhom_mau',
        entityType: 2,
        fieldType: 2,
        size: 3,
        options: ['A', 'B'],
      },
      { screenId: ScreenId.Properties },
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});

describe('a built-in property', () => {
  it('opens read-only with the reason, in the user’s language', () => {
    renderDrawer({
      ...saved({
        name: 'Chiều cao (cm)',
        internalName: 'height',
        entityType: 2,
        fieldType: 1,
        size: 3,
        options: [],
      }),
      fixed: true,
    });
    expect(screen.getByText(/thuộc tính mặc định của hệ thống nên không thể sửa hay xóa/)).toBeTruthy();
    expect(nameInput().disabled).toBe(true);
    expect(internalInput().disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Lưu' })).toBeNull();
  });
});
