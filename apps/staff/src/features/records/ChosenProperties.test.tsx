import type { PropertyItem } from '@clinic/api-client';
import type { PropertyDefinition } from '@clinic/domain';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChosenProperties } from './ChosenProperties';

const property = (def: Omit<PropertyDefinition, 'entityType' | 'options'>): PropertyItem => ({
  ...def,
  entityType: 2,
  options: [],
  enabled: true,
  formCount: 1,
  createdAt: '2026-03-01T02:00:00.000Z',
  updatedAt: '2026-03-01T02:00:00.000Z',
});
const height = property({
  id: 1,
  name: 'Chiều cao (cm)',
  internalName: 'height',
  fieldType: 1,
  size: 3,
  fixed: true,
});
const allergy = property({
  id: 2,
  name: 'Dị ứng',
  internalName: 'allergy',
  fieldType: 7,
  size: 12,
  fixed: true,
});
const bloodType = property({
  id: 7,
  name: 'Nhóm máu',
  internalName: 'nhom_mau',
  fieldType: 2,
  size: 3,
  fixed: false,
});
const skinPhotos = property({
  id: 8,
  name: 'Ảnh da',
  internalName: 'anh_da',
  fieldType: 5,
  size: 12,
  fixed: false,
});
const every = [height, allergy, bloodType, skinPhotos];

/** The list with the form's order kept in state, as the editor keeps it; `latest` reads the order. */
function Harness({
  initial,
  isDefault,
  latest,
}: {
  initial: number[];
  isDefault: boolean;
  latest: { ids: number[] };
}) {
  const [ids, setIds] = useState(initial);
  latest.ids = ids;
  const byId = new Map(every.map((p) => [p.id, p]));
  return (
    <ChosenProperties
      chosen={ids.map((id) => byId.get(id) as PropertyItem)}
      available={every.filter((p) => !ids.includes(p.id))}
      onChange={setIds}
      locked={(p) => isDefault && p.fixed}
    />
  );
}

function renderList(initial: number[], isDefault = false) {
  const latest = { ids: initial };
  render(<Harness initial={initial} isDefault={isDefault} latest={latest} />);
  return latest;
}

/** The form's properties in the order shown, read from their move-up buttons. */
const chosenNames = () =>
  screen
    .getAllByRole('button', { name: /^Đưa “.+” lên$/ })
    .map((b) => b.getAttribute('aria-label')?.replace(/^Đưa “(.+)” lên$/, '$1'));

afterEach(cleanup);

describe('arranging a form’s properties', () => {
  it('moves a property up twice from the keyboard, the focus staying on its button', () => {
    const latest = renderList([1, 2, 7]);
    const up = screen.getByRole('button', { name: 'Đưa “Nhóm máu” lên' });
    up.focus();
    fireEvent.click(up);
    expect(latest.ids).toEqual([1, 7, 2]);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Đưa “Nhóm máu” lên');
    fireEvent.click(document.activeElement as HTMLElement);
    expect(latest.ids).toEqual([7, 1, 2]);
    // Now first: its up arrow is off, so the focus moves to its down arrow rather than being lost.
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Đưa “Nhóm máu” xuống');
    expect(chosenNames()).toEqual(['Nhóm máu', 'Chiều cao (cm)', 'Dị ứng']);
  });

  it('adds a property at the end, the focus going on to the next one to add', () => {
    const latest = renderList([1, 2]);
    fireEvent.click(screen.getByRole('button', { name: 'Thêm “Nhóm máu”' }));
    expect(latest.ids).toEqual([1, 2, 7]);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Thêm “Ảnh da”');
    fireEvent.click(document.activeElement as HTMLElement);
    expect(latest.ids).toEqual([1, 2, 7, 8]);
    expect(screen.getByText('Đã thêm tất cả thuộc tính của loại hồ sơ này.')).toBeTruthy();
  });

  it('in the default form, the built-in properties cannot be removed but the clinic’s own can', () => {
    const latest = renderList([1, 7, 2], true);
    const kept = screen.getAllByRole('button', { name: 'Biểu mẫu mặc định phải giữ thuộc tính này' });
    expect(kept).toHaveLength(2);
    expect(kept.every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Bỏ “Nhóm máu” khỏi biểu mẫu' }));
    expect(latest.ids).toEqual([1, 2]);
  });

  it('in another form, a built-in property can be removed like any other', () => {
    const latest = renderList([1, 7]);
    fireEvent.click(screen.getByRole('button', { name: 'Bỏ “Chiều cao (cm)” khỏi biểu mẫu' }));
    expect(latest.ids).toEqual([7]);
  });
});
