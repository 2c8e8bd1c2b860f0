import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MergePatients } from './MergePatients';
import { listItem, patientsApi, renderPatients } from './testing';

afterEach(cleanup);

/** Types into one picker and chooses the record with that code. */
async function pick(label: string, typed: string, code: string) {
  fireEvent.change(screen.getByRole('combobox', { name: label }), { target: { value: typed } });
  fireEvent.click(await screen.findByRole('option', { name: new RegExp(code) }));
}

describe('merging two records of one patient', () => {
  it('the receptionist finds both records by name, compares them, and folds the duplicate into the kept one', async () => {
    const server = patientsApi([listItem(1, 'Trần Thị Bích'), listItem(2, 'Tran Thi Bich')]);
    const location = renderPatients(<MergePatients debounceMs={0} />);
    await pick('Hồ sơ giữ lại', 'bich', 'BN000001');
    // The pickers search on the server, without diacritics.
    expect(server.requests('POST /clinic-patients/search').at(-1)?.body).toEqual({ keyword: 'bich' });
    await pick('Hồ sơ trùng (sẽ bị xóa)', 'bich', 'BN000002');
    expect(await screen.findByText('So sánh hai hồ sơ')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Gộp hồ sơ' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Gộp BN000002 vào BN000001?')).toBeTruthy();
    expect(server.requests('POST /clinic-patients/merge')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gộp hồ sơ' }));
    await waitFor(() =>
      expect(server.requests('POST /clinic-patients/merge').map((r) => r.body)).toEqual([
        { sourceId: 2, targetId: 1 },
      ]),
    );
    await waitFor(() => expect(location.history?.at(-1)).toBe('/1'));
  });
});
