import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PatientForm } from './PatientFormPage';
import { allergy, listItem, patientsApi, renderPatients } from './testing';

afterEach(cleanup);

async function fillIdentity() {
  fireEvent.change(await screen.findByRole('textbox', { name: /Họ và tên/ }), {
    target: { value: 'Trần Thị Bích' },
  });
  fireEvent.click(screen.getByRole('radio', { name: 'Nữ' }));
  fireEvent.change(screen.getByRole('textbox', { name: /Số điện thoại/ }), {
    target: { value: '0912345678' },
  });
}
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Lưu hồ sơ' }));
// The look-up of existing records waits for typing to settle (400 ms) before it asks the server: on a busy
// machine the answer can take longer than the default second to show.
const afterLookUp = { timeout: 3_000 };
/** The bodies of the records created so far. */
const created = (server: ReturnType<typeof patientsApi>) =>
  server.requests('POST /clinic-patients').map((request) => request.body);

describe('patient form: birthday or year of birth', () => {
  it('a full birthday is sent with the year it implies, with the health record in the same body', async () => {
    const server = patientsApi();
    const location = renderPatients(<PatientForm />);
    await fillIdentity();
    fireEvent.change(screen.getByRole('textbox', { name: 'Ngày sinh' }), { target: { value: '21/11/1990' } });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Dị ứng' }), {
      target: { value: 'Penicillin' },
    });
    save();
    await waitFor(() => expect(created(server)).toHaveLength(1));
    expect(created(server)[0]).toMatchObject({
      fullName: 'Trần Thị Bích',
      gender: 1,
      birthday: '1990-11-21',
      yearOfBirth: 1990,
      allergy: 'Penicillin',
      properties: [{ propertyId: allergy.id, value: 'Penicillin' }],
    });
    await waitFor(() => expect(location.history?.at(-1)).toBe('/99'));
  });

  it('switching to "year only" keeps the year of the typed birthday and sends no birthday', async () => {
    const server = patientsApi();
    renderPatients(<PatientForm />);
    await fillIdentity();
    fireEvent.change(screen.getByRole('textbox', { name: 'Ngày sinh' }), { target: { value: '05/02/1978' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Chỉ biết năm sinh' }));
    expect(screen.queryByRole('textbox', { name: 'Ngày sinh' })).toBeNull();
    const year = screen.getByRole('textbox', { name: 'Năm sinh' }) as HTMLInputElement;
    expect(year.value).toBe('1978');
    fireEvent.change(year, { target: { value: '1979' } });
    save();
    await waitFor(() => expect(created(server)).toHaveLength(1));
    expect(created(server)[0]).toMatchObject({ birthday: null, yearOfBirth: 1979 });
  });

  it('a year in the future is refused before anything is sent', async () => {
    const server = patientsApi();
    renderPatients(<PatientForm />);
    await fillIdentity();
    fireEvent.click(screen.getByRole('radio', { name: 'Chỉ biết năm sinh' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Năm sinh' }), {
      target: { value: String(new Date().getFullYear() + 1) },
    });
    save();
    expect(await screen.findByText('Giá trị của trường này không hợp lệ')).toBeTruthy();
    expect(created(server)).toEqual([]);
  });
});

describe('patient form: citizen number and guardian', () => {
  it("sends a child's guardian with the citizen numbers, and refuses a number that is not 12 digits", async () => {
    const server = patientsApi();
    renderPatients(<PatientForm />);
    await fillIdentity();
    const citizen = screen.getByRole('textbox', { name: 'Số CCCD/định danh' });
    fireEvent.change(citizen, { target: { value: '07919000432' } });
    save();
    expect(await screen.findByText('Giá trị của trường này không hợp lệ')).toBeTruthy();
    expect(created(server)).toHaveLength(0);

    fireEvent.change(citizen, { target: { value: '' } });
    const guardian = screen.getByRole('textbox', { name: 'Cha, mẹ hoặc người giám hộ' });
    expect(guardian.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Bắt buộc khi kê đơn cho trẻ dưới 72 tháng tuổi.')).toBeTruthy();
    fireEvent.change(guardian, { target: { value: 'Trần Văn Nam' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Số CCCD người giám hộ' }), {
      target: { value: '079088009999' },
    });
    save();
    await waitFor(() => expect(created(server)).toHaveLength(1));
    expect(created(server)[0]).toMatchObject({
      guardianName: 'Trần Văn Nam',
      guardianCitizenId: '079088009999',
    });
    expect(created(server)[0]).not.toHaveProperty('citizenId');
  });
});

describe('patient form: gender and duplicates', () => {
  it('"Nam" is sent as gender 0 and "Nữ" as 1 (male 0, female 1)', async () => {
    const server = patientsApi();
    renderPatients(<PatientForm />);
    await fillIdentity();
    fireEvent.click(screen.getByRole('radio', { name: 'Nam' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Chỉ biết năm sinh' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Năm sinh' }), { target: { value: '1990' } });
    save();
    await waitFor(() => expect(created(server)).toHaveLength(1));
    expect(created(server)[0]).toMatchObject({ gender: 0 });
  });

  it('shows the record the clinic already has, opens it, and creates a second only when confirmed', async () => {
    const server = patientsApi().on('POST /clinic-patients/find-duplicates', () => [
      listItem(304, 'Trần Thị Bích', { yearOfBirth: 1985 }),
    ]);
    const location = renderPatients(<PatientForm />);
    await fillIdentity();
    fireEvent.click(screen.getByRole('radio', { name: 'Chỉ biết năm sinh' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Năm sinh' }), { target: { value: '1985' } });
    const notice = (await screen.findByText(/Phòng khám đã có hồ sơ cùng họ tên/, {}, afterLookUp)).closest(
      '[role="status"]',
    );
    expect(notice?.textContent).toContain('BN000304');
    expect(server.requests('POST /clinic-patients/find-duplicates').at(-1)?.body).toEqual({
      fullName: 'Trần Thị Bích',
      phone: '0912345678',
    });

    save();
    fireEvent.click(await screen.findByRole('button', { name: 'Vẫn tạo hồ sơ mới' }));
    await waitFor(() => expect(created(server)).toHaveLength(1));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/99'));
  });

  it('names the record holding the phone under another name, and asks before a new record shares it', async () => {
    const server = patientsApi().on('POST /clinic-patients/find-shared-phone', () => [
      listItem(305, 'Phạm Thị Hồng', { yearOfBirth: 1960 }),
    ]);
    const location = renderPatients(<PatientForm />);
    await fillIdentity();
    fireEvent.click(screen.getByRole('radio', { name: 'Chỉ biết năm sinh' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Năm sinh' }), { target: { value: '1985' } });
    const notice = (
      await screen.findByText('Số điện thoại này đã có trong hồ sơ của người khác:', {}, afterLookUp)
    ).closest('[role="status"]');
    expect(notice?.textContent).toContain('BN000305');
    expect(server.requests('POST /clinic-patients/find-shared-phone').at(-1)?.body).toEqual({
      fullName: 'Trần Thị Bích',
      phone: '0912345678',
    });

    save();
    const ask = await screen.findByRole('dialog', { name: 'Số điện thoại đã thuộc hồ sơ khác' });
    expect(ask.textContent).toContain('BN000305 · Phạm Thị Hồng · 1960');
    expect(created(server)).toEqual([]);
    fireEvent.click(within(ask).getByRole('button', { name: 'Tạo hồ sơ mới' }));
    await waitFor(() => expect(created(server)).toHaveLength(1));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/99'));
  });

  it('"Mở hồ sơ này" leaves for the existing record (after asking about the typed changes)', async () => {
    const server = patientsApi().on('POST /clinic-patients/find-duplicates', () => [
      listItem(304, 'Trần Thị Bích'),
    ]);
    const location = renderPatients(<PatientForm />);
    await fillIdentity();
    fireEvent.click(await screen.findByRole('button', { name: 'Mở hồ sơ này' }, afterLookUp));
    fireEvent.click(await screen.findByRole('button', { name: 'Rời trang' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/304'));
    expect(created(server)).toEqual([]);
  });
});
