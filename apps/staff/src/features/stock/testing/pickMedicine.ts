import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** Searches the library in the editor's picker and adds the medicine with Enter, as a storekeeper does. */
export async function addMedicine(name: string) {
  const box = await screen.findByRole('combobox', { name: 'Tìm thuốc để thêm (Enter để thêm)' });
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: name } });
  const option = await screen.findByRole('option', { name: new RegExp(name) });
  for (let step = 0; step < 3 && box.getAttribute('aria-activedescendant') !== option.id; step += 1)
    fireEvent.keyDown(box, { key: 'ArrowDown' });
  fireEvent.keyDown(box, { key: 'Enter' });
  await waitFor(() => expect(screen.getAllByText(new RegExp(name)).length).toBeGreaterThan(0));
}

export const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
