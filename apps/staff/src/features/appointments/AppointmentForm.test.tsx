import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FakeApi } from '../../shared/testing/fakeApi';
import { clinicState, resetClinicState } from '../../state/clinic';
import { listItem as patientRow } from '../patients/testing';
import { AppointmentForm } from './AppointmentForm';
import { appointment, appointmentsApi, renderAppointments } from './testing';

// Reception books a walk-in who has no record yet: the new patient's details go with the booking.

beforeEach(() => {
  Object.assign(clinicState, {
    locations: [{ id: 2, name: 'Cơ sở Cầu Giấy' }],
    specialties: [],
    doctors: [{ id: 3, name: 'BS. Lê Minh', specialtyIds: [], locationIds: [2] }],
  });
});
afterEach(() => {
  cleanup();
  resetClinicState();
});

async function newWalkIn(fullName: string, phone: string) {
  fireEvent.click(await screen.findByRole('radio', { name: 'Bệnh nhân mới' }));
  fireEvent.change(screen.getByRole('textbox', { name: /Họ và tên/ }), { target: { value: fullName } });
  // Picks "Nam" by its label, as reception does, whatever value the option carries.
  const nam = screen.getByRole('option', { name: 'Nam' }) as HTMLOptionElement;
  fireEvent.change(screen.getByRole('combobox', { name: /Giới tính/ }), { target: { value: nam.value } });
  fireEvent.change(screen.getByRole('textbox', { name: /Số điện thoại/ }), { target: { value: phone } });
  fireEvent.click(screen.getByRole('switch', { name: /Khám ngay/ }));
  fireEvent.change(screen.getByRole('combobox', { name: /Bác sĩ/ }), { target: { value: 'Lê' } });
  fireEvent.click(await screen.findByRole('option', { name: 'BS. Lê Minh' }));
}
const created = (server: FakeApi) => server.requests('POST /clinic-appointments/create').map((r) => r.body);
const book = () => fireEvent.click(screen.getByRole('button', { name: 'Đặt lịch' }));

describe('booking a new patient', () => {
  it('"Nam" is sent as gender 0 (male 0), with the walk-in flag', async () => {
    const server = appointmentsApi();
    renderAppointments(<AppointmentForm />);
    await newWalkIn('Lê Minh Tuấn', '0934111222');
    book();
    await waitFor(() => expect(created(server)).toHaveLength(1));
    expect(created(server)[0]).toMatchObject({
      patient: { fullName: 'Lê Minh Tuấn', gender: 0, phone: '0934111222' },
      doctorId: 3,
      locationId: 2,
      notReserved: true,
    });
  });

  it('offers the record the clinic already has; using it books that record instead of a new one', async () => {
    const tuan = patientRow(304, 'Lê Minh Tuấn', { phone: '0934111222', gender: 0 });
    const server = appointmentsApi().on('POST /clinic-patients/find-duplicates', () => [tuan]);
    renderAppointments(<AppointmentForm />);
    await newWalkIn('le minh tuan', '0934 111 222');
    fireEvent.click(await screen.findByRole('button', { name: 'Dùng hồ sơ này' }));
    expect(server.requests('POST /clinic-patients/find-duplicates').at(-1)?.body).toEqual({
      fullName: 'le minh tuan',
      phone: '0934111222',
    });
    expect((screen.getByRole('radio', { name: 'Đã có hồ sơ' }) as HTMLInputElement).checked).toBe(true);
    book();
    await waitFor(() => expect(created(server)).toHaveLength(1));
    expect(created(server)[0]).toMatchObject({ clinicPatientId: 304 });
    expect(created(server)[0]).not.toHaveProperty('patient');
  });

  it('asks before creating a second record of the same person, and creates it only when confirmed', async () => {
    const server = appointmentsApi().on('POST /clinic-patients/find-duplicates', () => [
      patientRow(304, 'Lê Minh Tuấn', { phone: '0934111222' }),
    ]);
    renderAppointments(<AppointmentForm />);
    await newWalkIn('Lê Minh Tuấn', '0934111222');
    book();
    const dialog = await screen.findByRole('dialog', { name: 'Tạo thêm một hồ sơ cho người này?' });
    expect(dialog.textContent).toContain('BN000304 · Lê Minh Tuấn');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Quay lại' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(created(server)).toEqual([]);
    book();
    fireEvent.click(await screen.findByRole('button', { name: 'Vẫn tạo hồ sơ mới' }));
    await waitFor(() => expect(created(server)).toHaveLength(1));
    expect(created(server)[0]).toMatchObject({ patient: { fullName: 'Lê Minh Tuấn' } });
  });
});

// The form checks its body with the appointments contract's create schema, the one the API parses it with.
describe('the symptom', () => {
  it('offers the clinic’s suggestions as it is typed (no accents needed) and sends the picked ones with free text', async () => {
    const server = appointmentsApi();
    renderAppointments(<AppointmentForm />);
    await newWalkIn('Lê Minh Tuấn', '0934111222');
    const field = screen.getByRole('combobox', { name: 'Triệu chứng' });
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: 'dau' } });
    const list = await screen.findByRole('listbox', { name: 'Gợi ý triệu chứng' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Đau bụng', 'Đau đầu']),
    );
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect((field as HTMLTextAreaElement).value).toBe('Đau đầu, ');
    fireEvent.change(field, { target: { value: 'Đau đầu, so' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    fireEvent.change(field, { target: { value: 'Đau đầu, Sốt, từ tối qua' } });
    fireEvent.blur(field);
    book();
    await waitFor(() => expect(created(server)).toHaveLength(1));
    expect(created(server)[0]).toMatchObject({ symptom: 'Đau đầu, Sốt, từ tối qua' });
  });
});

describe('the booking’s errors', () => {
  const errorOf = (control: HTMLElement) =>
    document.getElementById(control.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent;

  it('shows the contract’s message on the field it names, and asks for a slot in the form’s words', async () => {
    const server = appointmentsApi();
    renderAppointments(<AppointmentForm />);
    fireEvent.click(await screen.findByRole('radio', { name: 'Bệnh nhân mới' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Họ và tên/ }), {
      target: { value: 'Lê Minh Tuấn' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Số điện thoại/ }), { target: { value: '12' } });
    fireEvent.change(screen.getByRole('combobox', { name: /Bác sĩ/ }), { target: { value: 'Lê' } });
    fireEvent.click(await screen.findByRole('option', { name: 'BS. Lê Minh' }));
    book();

    const phone = screen.getByRole('textbox', { name: /Số điện thoại/ });
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf(phone)).toBe('Số điện thoại không hợp lệ');
    expect(errorOf(screen.getByRole('combobox', { name: /Giới tính/ }))).toBe('Trường này là bắt buộc');
    // The schema's "required" for the missing time: the slot field says what to do instead.
    expect(screen.getByText('Chọn một giờ khám.')).toBeTruthy();
    expect(server.requests('POST /clinic-appointments/create')).toEqual([]);
  });

  it('names every missing part at once, the patient included', async () => {
    appointmentsApi();
    renderAppointments(<AppointmentForm />);
    await screen.findByRole('radio', { name: 'Đã có hồ sơ' });
    book();

    const doctor = screen.getByRole('combobox', { name: /Bác sĩ/ });
    await waitFor(() => expect(doctor.getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf(doctor)).toBe('Trường này là bắt buộc');
    expect(errorOf(screen.getByRole('combobox', { name: /Bệnh nhân/ }))).toBe('Trường này là bắt buộc');
  });
});

describe('editing an appointment', () => {
  it('sends its slot and texts as the edit schema reads them, blank texts as null', async () => {
    const server = appointmentsApi();
    renderAppointments(<AppointmentForm appointment={appointment(1, { note: 'Tái khám' })} />);
    fireEvent.change(screen.getByRole('textbox', { name: /Ghi chú/ }), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() => expect(server.requests('PUT /clinic-appointments/:id')).toHaveLength(1));
    expect(server.requests('PUT /clinic-appointments/:id')[0]?.body).toEqual({
      doctorId: 3,
      locationId: 2,
      date: '2026-07-06',
      time: '09:00',
      symptom: null,
      note: null,
    });
  });
});
