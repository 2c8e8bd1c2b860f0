import type { LabResultItem } from '@clinic/api-client';
import { AppError, PermissionLevel, ScreenId } from '@clinic/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../shared/testing/fakeApi';
import { renderScreen } from '../../shared/testing/renderScreen';
import { listItem } from '../patients/testing';
import LabResultsScreen from './LabResultsScreen';

// Screen 41 against the API's answers at the HTTP layer: the list and its filters, then a nurse adding a result
// with a PDF through the upload flow (request → PUT the bytes → upload-done).

const patient = {
  id: 5,
  code: 'BN000005',
  fullName: 'Trần Thị Lan',
  phone: '0901222333',
  gender: 1,
  yearOfBirth: 1975,
};
const result = (id: number, extra: Partial<LabResultItem> = {}): LabResultItem => ({
  id,
  clinicPatientId: 5,
  patient,
  appointmentId: 40,
  appointmentCode: 'LH000040',
  laboratoryId: 2,
  resultDate: '2026-11-20',
  note: 'Đường huyết hơi cao',
  files: [
    { physicalFileId: 71, fileName: 'cong-thuc-mau.pdf', mimeType: 'application/pdf' },
    { physicalFileId: 72, fileName: 'sinh-hoa.png', mimeType: 'image/png' },
  ],
  createdBy: 1,
  createdAt: '2026-11-20T03:00:00.000Z',
  ...extra,
});
const page = <T,>(rows: T[]) => ({
  pageData: rows,
  paging: { totalItem: rows.length, pageSize: 50, pageNumber: 1 },
});
const urls = ({ body }: { body: unknown }) =>
  (body as { physicalFileIds: number[] }).physicalFileIds.map((id) => ({
    physicalFileId: id,
    fileUrl: `/api/files/view/${id}`,
  }));

afterEach(cleanup);

describe('lab results (screen 41)', () => {
  it('lists results with their laboratory, visit and files, and filters by laboratory', async () => {
    const api = fakeApi()
      .on('POST /lab-results', () => page([result(1)]))
      .on('POST /files/get-urls', urls);
    renderScreen(<LabResultsScreen debounceMs={0} />, { screens: [ScreenId.LabResults] });
    const row = within((await screen.findByText('Trần Thị Lan')).closest('tr')!);
    expect(row.getByText('Đối tác xét nghiệm 2')).toBeTruthy();
    expect(row.getByText('LH000040')).toBeTruthy();
    expect(row.getByText('20/11/2026')).toBeTruthy();
    // The PDF opens in a new tab; the photo opens a preview.
    const pdf = await row.findByRole('link', { name: 'Mở cong-thuc-mau.pdf' });
    expect(pdf.getAttribute('href')).toBe('/api/files/view/71');
    expect(pdf.getAttribute('target')).toBe('_blank');
    fireEvent.click(await row.findByRole('link', { name: 'Mở sinh-hoa.png' }));
    const preview = await screen.findByRole('dialog', { name: 'sinh-hoa.png' });
    expect(within(preview).getByRole('img').getAttribute('src')).toBe('/api/files/view/72');

    fireEvent.change(screen.getByRole('combobox', { name: 'Phòng xét nghiệm' }), { target: { value: '3' } });
    await waitFor(() =>
      expect(api.requests('POST /lab-results').at(-1)?.body).toEqual({ laboratoryIds: [3] }),
    );
  });

  it('adds a result: refuses a text file before sending it, uploads a PDF with its progress, then saves', async () => {
    // No XMLHttpRequest: the client PUTs the bytes with fetch, which the fake answers.
    vi.stubGlobal('XMLHttpRequest', undefined);
    let next = 87;
    const api = fakeApi()
      .on('POST /lab-results', () => page([]))
      .on('POST /clinic-patients/search', () => page([listItem(5, 'Trần Thị Lan')]))
      .on('GET /clinic-appointments/by-patient-v2', () => page([]))
      .on('POST /files/request-upload-file', () => {
        next += 1;
        return { physicalFileId: next, uploadUrl: `/api/files/upload/u.${next}` };
      })
      .on('PUT /files/upload/:token', () => ({ received: true }))
      .on('PUT /files/:id/upload-done', ({ params }) => ({
        physicalFileId: Number(params.id),
        name: 'ket-qua.pdf',
        contentType: 'application/pdf',
        size: 12,
        fileUrl: `/api/files/view/${params.id}`,
      }))
      .on('POST /lab-results/create', ({ body }) => {
        if ((body as { laboratoryId: number }).laboratoryId !== 1) throw new AppError('schemaViolation');
        return result(9, { laboratoryId: 1, files: [] });
      });
    renderScreen(<LabResultsScreen debounceMs={0} />, { screens: [ScreenId.LabResults] });
    fireEvent.click(await screen.findByRole('button', { name: 'Thêm kết quả' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Thêm kết quả xét nghiệm' }));

    // Saving an empty form says what is missing and sends nothing.
    fireEvent.click(dialog.getByRole('button', { name: 'Lưu kết quả' }));
    expect(await dialog.findByText('Hãy thêm ít nhất một tệp kết quả.')).toBeTruthy();
    expect(api.requests('POST /lab-results/create')).toHaveLength(0);

    fireEvent.change(dialog.getByRole('combobox', { name: /Bệnh nhân/ }), { target: { value: 'lan' } });
    fireEvent.click(await screen.findByRole('option', { name: /Trần Thị Lan/ }));
    fireEvent.change(dialog.getByRole('combobox', { name: /Phòng xét nghiệm/ }), { target: { value: '1' } });
    const input = screen.getByTestId('lab-files-input');
    fireEvent.change(input, { target: { files: [new File(['x'], 'ghi-chu.txt', { type: 'text/plain' })] } });
    expect(await dialog.findByText('ghi-chu.txt: chỉ nhận PDF, JPG hoặc PNG.')).toBeTruthy();
    expect(api.requests('POST /files/request-upload-file')).toHaveLength(0);
    fireEvent.change(input, {
      target: {
        // Two at once: both must stay, whichever upload ends first. The fake reads bodies as JSON: the bytes
        // here are JSON strings.
        files: [
          new File(['"%PDF-1.4"'], 'ket-qua.pdf', { type: 'application/pdf' }),
          new File(['"png"'], 'trang-2.png', { type: 'image/png' }),
        ],
      },
    });
    expect(await dialog.findByRole('button', { name: 'Bỏ tệp ket-qua.pdf' })).toBeTruthy();
    expect(await dialog.findByRole('button', { name: 'Bỏ tệp trang-2.png' })).toBeTruthy();
    expect(api.requests('POST /files/request-upload-file')[0]?.body).toMatchObject({
      kind: 6,
      name: 'ket-qua.pdf',
    });

    fireEvent.click(dialog.getByRole('button', { name: 'Lưu kết quả' }));
    await waitFor(() => expect(api.requests('POST /lab-results/create')).toHaveLength(1));
    expect(api.requests('POST /lab-results/create')[0]?.body).toMatchObject({
      clinicPatientId: 5,
      appointmentId: null,
      laboratoryId: 1,
      physicalFileIds: expect.arrayContaining([88, 89]),
      note: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Thêm kết quả xét nghiệm' })).toBeNull());
  });

  it('offers no add button to a reader', async () => {
    fakeApi().on('POST /lab-results', () => page([]));
    renderScreen(<LabResultsScreen debounceMs={0} />, {
      screens: { [ScreenId.LabResults]: PermissionLevel.Read },
    });
    expect(await screen.findByText('Chưa có kết quả xét nghiệm')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Thêm kết quả' })).toBeNull();
  });
});
