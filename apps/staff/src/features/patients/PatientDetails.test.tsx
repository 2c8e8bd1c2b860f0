import { AppError } from '@clinic/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PatientDetails } from './PatientDetails';
import { listItem, patientsApi, renderPatients } from './testing';

afterEach(cleanup);

describe('patient details: deleting a record', () => {
  it('asks first, then deletes the record and goes back to the list', async () => {
    const server = patientsApi([listItem(7, 'Lê Văn Cường')]);
    const location = renderPatients(<PatientDetails id={7} />);
    expect(await screen.findByRole('heading', { name: 'Lê Văn Cường' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Xóa hồ sơ' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(server.requests('DELETE /clinic-patients/:id')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xóa' }));
    await waitFor(() =>
      expect(server.requests('DELETE /clinic-patients/:id').map((r) => r.params)).toEqual([{ id: '7' }]),
    );
    await waitFor(() => expect(location.history?.at(-1)).toBe('/'));
  });

  it('a record with visits is kept, and the user is offered to merge it instead', async () => {
    patientsApi([listItem(7, 'Lê Văn Cường')]).on('DELETE /clinic-patients/:id', () => {
      throw new AppError('inUse', { params: { entity: 'patient', count: 2 } });
    });
    const location = renderPatients(<PatientDetails id={7} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Xóa hồ sơ' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Xóa' }));
    const refused = await screen.findByRole('alertdialog', { name: 'Không thể xóa hồ sơ này' });
    fireEvent.click(within(refused).getByRole('button', { name: 'Gộp hồ sơ' }));
    expect(location.history?.at(-1)).toBe('/merge?source=7');
  });
});
