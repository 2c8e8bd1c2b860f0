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

describe('patient details: the health section', () => {
  it('shows each check-in measurement with its day and the ones before, and the coded diagnoses, dated', async () => {
    patientsApi([listItem(7, 'Lê Văn Cường')]).on('GET /clinic-patients/:id/health-trail', () => ({
      measurements: [
        { key: 'weight', value: '64.5', date: '2026-12-02', appointmentId: 30 },
        { key: 'blood_pressure', value: '125/80', date: '2026-12-02', appointmentId: 30 },
        { key: 'weight', value: '66', date: '2026-10-15', appointmentId: 21 },
      ],
      diagnoses: [{ code: 'J20.9', name: 'Viêm phế quản cấp', date: '2026-12-02', appointmentId: 30 }],
    }));
    renderPatients(<PatientDetails id={7} />);
    const measured = await screen.findByRole('region', { name: 'Chỉ số đo khi tiếp đón' });
    await waitFor(() => expect(within(measured).getByText('64.5')).toBeTruthy());
    expect(within(measured).getByText('Cân nặng (kg)')).toBeTruthy();
    expect(within(measured).getByText('Trước đó: 66 (15/10/2026)')).toBeTruthy();
    expect(within(measured).getByText('125/80')).toBeTruthy();
    expect(within(measured).getAllByText('ngày 02/12/2026')).toHaveLength(2);
    const coded = screen.getByRole('region', { name: 'Chẩn đoán đã mã hóa (ICD-10)' });
    expect(within(coded).getByText('J20.9')).toBeTruthy();
    expect(within(coded).getByText('ngày 02/12/2026')).toBeTruthy();
  });
});
