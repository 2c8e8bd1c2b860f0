import type { PatientListItem } from '@clinic/api-client';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../shared/testing/fakeApi';
import { PatientPicker } from './PatientPicker';
import { listItem, renderPatients } from './testing';

afterEach(cleanup);

const page = (rows: PatientListItem[]) => ({
  pageData: rows,
  paging: { totalItem: rows.length, pageSize: 20, pageNumber: 1 },
});

describe('the patient picker', () => {
  it('offers no row of the previous list while the answer for what is typed is on its way', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    fakeApi().on('POST /clinic-patients/search', async ({ body }) => {
      if ((body as { keyword?: string }).keyword !== 'nguyen') return page([listItem(1, 'Đặng Văn Quang')]);
      await held;
      return page([listItem(2, 'Nguyễn Văn An')]);
    });
    const chosen: (PatientListItem | null)[] = [];
    renderPatients(<PatientPicker value={null} onChange={(p) => chosen.push(p)} debounceMs={0} />);
    const box = screen.getByRole('combobox');
    fireEvent.change(box, { target: { value: 'nguyen' } });
    // The newest patients (the list before any keyword) are not offered for 'nguyen', and Enter picks nothing.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('option', { name: /Đặng Văn Quang/ })).toBeNull();
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(chosen).toEqual([]);

    release();
    fireEvent.click(await screen.findByRole('option', { name: /Nguyễn Văn An/ }));
    await waitFor(() => expect(chosen.map((p) => p?.fullName)).toEqual(['Nguyễn Văn An']));
  });
});
