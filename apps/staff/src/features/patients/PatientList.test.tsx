import { PermissionLevel } from '@clinic/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PatientList } from './PatientList';
import { listItem, patientsApi, renderPatients } from './testing';

afterEach(cleanup);

/** The newest search: paging and order in its query, the filter in its body. */
const lastSearch = (server: ReturnType<typeof patientsApi>) =>
  server.requests('POST /clinic-patients/search').at(-1);
const lastFilter = (server: ReturnType<typeof patientsApi>) => lastSearch(server)?.body;

describe('patient list', () => {
  it('the receptionist narrows the list: keyword, gender, a birth-year range typed backwards, a province', async () => {
    const server = patientsApi();
    renderPatients(<PatientList debounceMs={0} />);
    expect(await screen.findByText('Trần Thị Bích')).toBeTruthy();
    // First load: newest first (no order sent), no filter.
    expect(lastSearch(server)?.query).toEqual({ pageSize: '50', pageNumber: '1' });
    expect(lastSearch(server)?.body).toEqual({});

    fireEvent.change(screen.getByRole('searchbox', { name: 'Tìm bệnh nhân' }), {
      target: { value: '  nguyen van ' },
    });
    await waitFor(() => expect(lastFilter(server)).toEqual({ keyword: 'nguyen van' }));

    fireEvent.change(screen.getByRole('combobox', { name: 'Giới tính' }), { target: { value: '1' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Năm sinh từ' }), { target: { value: '2000' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Đến năm' }), { target: { value: '1980' } });
    const province = screen.getByRole('combobox', { name: 'Tỉnh/thành phố' });
    fireEvent.change(province, { target: { value: 'ha noi' } });
    fireEvent.click(await screen.findByRole('option', { name: /^Hà Nội/ }));

    await waitFor(() =>
      expect(lastFilter(server)).toEqual({
        keyword: 'nguyen van',
        gender: 1,
        birthYearFrom: 1980,
        birthYearTo: 2000,
        provinceId: 24,
      }),
    );

    // Clearing the filters keeps the keyword.
    fireEvent.click(screen.getByRole('button', { name: 'Xóa bộ lọc' }));
    await waitFor(() => expect(lastFilter(server)).toEqual({ keyword: 'nguyen van' }));
    expect(screen.queryByRole('button', { name: 'Xóa bộ lọc' })).toBeNull();
  });

  it('sorting by a column asks the server for that order, and a row opens the details', async () => {
    const server = patientsApi([listItem(7, 'Lê Văn Cường', { birthday: '1985-03-09', yearOfBirth: 1985 })]);
    const location = renderPatients(<PatientList debounceMs={0} />);
    expect(await screen.findByText('09/03/1985')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Ngày\/năm sinh/ }));
    await waitFor(() =>
      expect(lastSearch(server)?.query).toEqual({
        pageSize: '50',
        pageNumber: '1',
        orderBy: 'yearOfBirth',
        orderByType: 'asc',
      }),
    );
    expect(lastSearch(server)?.body).toEqual({});
    fireEvent.click(screen.getByText('Lê Văn Cường'));
    expect(location.history?.at(-1)).toBe('/7');
  });

  it('with Read only there is no add or merge button', async () => {
    patientsApi();
    renderPatients(<PatientList debounceMs={0} />, PermissionLevel.Read);
    expect(await screen.findByText('Trần Thị Bích')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Thêm bệnh nhân' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Gộp hồ sơ' })).toBeNull();
    expect(screen.getByText('Bạn chỉ có quyền xem hồ sơ bệnh nhân.')).toBeTruthy();
  });
});

describe('a chain-sized patient list', () => {
  it('says "1.000+ bệnh nhân" when the server stopped counting, and pages up to the cap', async () => {
    const server = patientsApi().on('POST /clinic-patients/search', () => ({
      pageData: [listItem(1, 'Nguyễn Văn An')],
      paging: { totalItem: 1000, totalIsCapped: true, pageSize: 50, pageNumber: 1 },
    }));
    renderPatients(<PatientList debounceMs={0} />);
    expect(await screen.findByText('1.000+ bệnh nhân')).toBeTruthy();
    expect(screen.getByText('1–50 / 1.000+')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Trang 20' }));
    await waitFor(() => expect(lastSearch(server)?.query).toEqual({ pageSize: '50', pageNumber: '20' }));
  });
});
