import type { PrintTemplates } from '@clinic/api-client';
import { AppError, MB, PermissionLevel, printKinds, printPlaceholders, ScreenId } from '@clinic/domain';
import type { Messages } from '@clinic/i18n';
import { staffDictionaries } from '@clinic/i18n/staff';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../shared/testing/fakeApi';
import { renderScreen } from '../../../shared/testing/renderScreen';
import GeneralSettings from '.';
import { loopKey, placeholderKey } from './PrintTemplatesPlaceholders';
import { generalSettings } from './testing';

// The "Mẫu in" section of screen 1 against the print contract (contracts/print.ts), answered at the HTTP layer.

afterEach(cleanup);

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const settings = generalSettings({ phone: null });

const prescriptionTemplate = {
  physicalFileId: 41,
  name: 'don-thuoc.docx',
  size: 24 * 1024,
  updatedAt: '2026-11-20T03:15:00.000Z',
  updatedByName: 'Nguyễn Văn An',
};

const templates = (over: Partial<PrintTemplates> = {}): PrintTemplates => ({
  pdfAvailable: true,
  items: printKinds.map((kind) => ({
    kind,
    template: kind === 'prescription' ? prescriptionTemplate : null,
  })),
  ...over,
});

/** The settings screen with its print templates answered; uploads PUT their bytes with fetch (no XHR here). */
function serve(answer: PrintTemplates = templates()) {
  vi.stubGlobal('XMLHttpRequest', undefined);
  return fakeApi()
    .on('GET /clinics/general-settings', () => settings)
    .on('GET /print/templates', () => answer)
    .on('POST /files/get-urls', ({ body }) =>
      (body as { physicalFileIds: number[] }).physicalFileIds.map((id) => ({
        physicalFileId: id,
        fileUrl: `/api/files/view/${id}`,
      })),
    )
    .on('POST /files/request-upload-file', () => ({
      physicalFileId: 77,
      uploadUrl: '/api/files/upload/u.77',
    }))
    .on('PUT /files/upload/:token', () => ({ received: true }))
    .on('PUT /files/:id/upload-done', ({ params }) => ({
      physicalFileId: Number(params.id),
      name: 'hoa-don.docx',
      contentType: DOCX,
      size: 6,
      fileUrl: `/api/files/view/${params.id}`,
    }));
}

const row = async (name: string) =>
  within((await screen.findByRole('heading', { name: new RegExp(`^${name}`) })).closest('li')!);

/** The fake reads request bodies as JSON: the bytes here are a JSON string. */
const docx = (name = 'hoa-don.docx') => new File(['"PK…"'], name, { type: DOCX });

describe('print templates in general settings', () => {
  it('lists every kind with the template it prints: built-in, or the .docx with its size, date and author', async () => {
    serve();
    renderScreen(<GeneralSettings />, { screens: [ScreenId.GeneralSettings] });
    expect(await screen.findByRole('heading', { name: 'Mẫu in' })).toBeTruthy();
    for (const name of ['Hóa đơn', 'Phiếu hẹn', 'Phiếu tiếp nhận', 'Phiếu kết quả'])
      expect((await row(name)).getByText('Mẫu có sẵn')).toBeTruthy();
    const prescription = await row('Đơn thuốc');
    expect(prescription.getByText('Mẫu Word của phòng khám')).toBeTruthy();
    expect(
      prescription.getByText(/don-thuoc\.docx · 24 KB · cập nhật 10:15 20\/11\/2026 bởi Nguyễn Văn An/),
    ).toBeTruthy();
    const download = await prescription.findByRole('link', { name: 'Tải mẫu về' });
    expect(download.getAttribute('href')).toBe('/api/files/view/41');
    expect(download.getAttribute('download')).toBe('don-thuoc.docx');
    expect(screen.queryByText(/chưa cài LibreOffice/)).toBeNull();
  });

  it('uploads a .docx through the upload flow, then sets it as the kind’s template', async () => {
    const server = serve().on('PUT /print/templates/:kind', ({ params, body }) => ({
      kind: params.kind,
      template: {
        physicalFileId: (body as { physicalFileId: number }).physicalFileId,
        name: 'hoa-don.docx',
        size: 6,
        updatedAt: '2026-11-26T08:00:00.000Z',
        updatedByName: 'Chủ phòng khám',
      },
    }));
    renderScreen(<GeneralSettings />, { screens: [ScreenId.GeneralSettings] });
    const invoice = await row('Hóa đơn');
    const input = screen.getByTestId('print-template-input-invoice') as HTMLInputElement;
    expect(input.accept).toBe(`.docx,${DOCX}`);
    fireEvent.change(input, { target: { files: [docx()] } });
    await waitFor(() => expect(server.requests('PUT /print/templates/:kind')).toHaveLength(1));
    expect(server.requests('POST /files/request-upload-file')[0]?.body).toMatchObject({
      kind: 2,
      name: 'hoa-don.docx',
      contentType: DOCX,
    });
    expect(server.requests('PUT /files/:id/upload-done')[0]?.params).toEqual({ id: '77' });
    const set = server.requests('PUT /print/templates/:kind')[0]!;
    expect(set.path).toBe('/print/templates/invoice');
    expect(set.body).toEqual({ physicalFileId: 77 });
    expect(await invoice.findByText('Mẫu Word của phòng khám')).toBeTruthy();
    expect(invoice.getByText(/hoa-don\.docx · 1 KB · cập nhật .* bởi Chủ phòng khám/)).toBeTruthy();
  });

  it('refuses a .pdf and a file over 5 MB before sending a byte', async () => {
    const server = serve();
    renderScreen(<GeneralSettings />, { screens: [ScreenId.GeneralSettings] });
    const invoice = await row('Hóa đơn');
    const input = screen.getByTestId('print-template-input-invoice');
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'mau.pdf', { type: 'application/pdf' })] },
    });
    expect((await invoice.findByRole('alert')).textContent).toBe('mau.pdf: chỉ nhận tệp Word .docx.');
    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array(5 * MB + 1)], 'lon.docx', { type: DOCX })] },
    });
    expect((await invoice.findByRole('alert')).textContent).toBe('lon.docx: tệp lớn hơn 5 MB.');
    expect(server.requests('POST /files/request-upload-file')).toHaveLength(0);
    expect(server.requests('PUT /print/templates/:kind')).toHaveLength(0);
  });

  it('shows the server’s refusal of a template docxtemplater cannot read, naming the bad tag', async () => {
    serve().on('PUT /print/templates/:kind', () => {
      throw new AppError('printTemplateInvalid', {
        params: { message: 'thẻ "{patient.fullName" chưa đóng' },
      });
    });
    renderScreen(<GeneralSettings />, { screens: [ScreenId.GeneralSettings] });
    const invoice = await row('Hóa đơn');
    fireEvent.change(screen.getByTestId('print-template-input-invoice'), { target: { files: [docx()] } });
    expect((await invoice.findByRole('alert')).textContent).toBe(
      'Mẫu in không hợp lệ: thẻ "{patient.fullName" chưa đóng',
    );
    expect(invoice.getByText('Mẫu có sẵn')).toBeTruthy();
  });

  it('removes a template only once confirmed: the kind prints the built-in template again', async () => {
    const server = serve().on('PUT /print/templates/:kind', ({ params }) => ({
      kind: params.kind,
      template: null,
    }));
    renderScreen(<GeneralSettings />, { screens: [ScreenId.GeneralSettings] });
    const prescription = await row('Đơn thuốc');
    fireEvent.click(prescription.getByRole('button', { name: 'Bỏ mẫu' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Dùng lại mẫu in có sẵn?' }));
    fireEvent.click(confirm.getByRole('button', { name: 'Hủy' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.requests('PUT /print/templates/:kind')).toHaveLength(0);

    fireEvent.click(prescription.getByRole('button', { name: 'Bỏ mẫu' }));
    const again = within(await screen.findByRole('alertdialog', { name: 'Dùng lại mẫu in có sẵn?' }));
    fireEvent.click(again.getByRole('button', { name: 'Bỏ mẫu' }));
    await waitFor(() => expect(server.requests('PUT /print/templates/:kind')).toHaveLength(1));
    expect(server.requests('PUT /print/templates/:kind')[0]).toMatchObject({
      path: '/print/templates/prescription',
      body: { physicalFileId: null },
    });
    expect(await prescription.findByText('Mẫu có sẵn')).toBeTruthy();
    expect(prescription.queryByText(/don-thuoc\.docx/)).toBeNull();
  });

  it('previews the template with demo data as a PDF in a dialog, with a download link', async () => {
    const server = serve().on('POST /print/templates/:kind/preview', () => 'pdf');
    renderScreen(<GeneralSettings />, { screens: [ScreenId.GeneralSettings] });
    fireEvent.click((await row('Đơn thuốc')).getByRole('button', { name: 'Xem thử' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Xem thử Đơn thuốc với dữ liệu mẫu' }));
    const frame = await dialog.findByTitle('Bản xem thử PDF');
    expect(frame.getAttribute('src')).toMatch(/^blob:/);
    expect(dialog.getByRole('link', { name: 'Tải PDF' }).getAttribute('href')).toBe(
      frame.getAttribute('src'),
    );
    expect(server.requests('POST /print/templates/:kind/preview')[0]).toMatchObject({
      path: '/print/templates/prescription/preview',
      body: { physicalFileId: 41 },
    });
  });

  it('says when the server cannot make PDFs, and still allows uploads', async () => {
    serve(templates({ pdfAvailable: false }));
    renderScreen(<GeneralSettings />, { screens: [ScreenId.GeneralSettings] });
    expect(await screen.findByText(/Máy chủ chưa cài LibreOffice nên chưa in được mẫu Word/)).toBeTruthy();
    expect((await row('Hóa đơn')).getByRole('button', { name: 'Tải mẫu .docx' })).toBeTruthy();
  });

  it('lists each kind’s placeholders with their descriptions, loops with their fields', async () => {
    serve();
    renderScreen(<GeneralSettings />, { screens: [ScreenId.GeneralSettings] });
    const prescription = await row('Đơn thuốc');
    expect(prescription.getByText('Các trường dùng trong mẫu Đơn thuốc')).toBeTruthy();
    expect(prescription.getByText('{patient.fullName}').nextElementSibling?.textContent).toBe(
      'Họ tên bệnh nhân',
    );
    expect(prescription.getByText('{#items}…{/items}')).toBeTruthy();
    expect(prescription.getByText('{doseText}').nextElementSibling?.textContent).toMatch(/^Liều theo buổi/);
    expect(prescription.getByRole('button', { name: 'Sao chép {reExamDateText}' })).toBeTruthy();
    const invoice = await row('Hóa đơn');
    expect(invoice.getByText('{unitPriceText}').nextElementSibling?.textContent).toBe('Đơn giá');
    expect(invoice.queryByText('{doseText}')).toBeNull();
  });

  it('shows the list read-only to a reader, and degrades to a notice when the templates cannot load', async () => {
    serve();
    renderScreen(<GeneralSettings />, { screens: { [ScreenId.GeneralSettings]: PermissionLevel.Read } });
    const prescription = await row('Đơn thuốc');
    expect(prescription.getByText('Mẫu Word của phòng khám')).toBeTruthy();
    expect(prescription.queryByRole('button', { name: /Thay mẫu|Bỏ mẫu|Xem thử/ })).toBeNull();
    expect(screen.queryByTestId('print-template-input-invoice')).toBeNull();
    cleanup();

    serve().on('GET /print/templates', () => {
      throw new AppError('routeNotFound');
    });
    renderScreen(<GeneralSettings />, { screens: [ScreenId.GeneralSettings] });
    expect(await screen.findByText(/^Không tải được danh sách mẫu in/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeTruthy();
    expect(screen.getByLabelText(/^Đặt lịch trước tối đa/)).toBeTruthy();
  });
});

describe('print placeholder texts', () => {
  const leaf = (dictionary: Messages, key: string) =>
    key.split('.').reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], dictionary);

  it('every placeholder of every kind, and every loop field, has a Vietnamese and an English description', () => {
    const keys = printKinds.flatMap((kind) =>
      printPlaceholders[kind].flatMap((p) =>
        p.fields
          ? [loopKey(kind, p.path), ...p.fields.map((field) => loopKey(kind, p.path, field))]
          : [placeholderKey(p.path)],
      ),
    );
    expect(keys.length).toBeGreaterThan(100);
    for (const lang of ['vi', 'en'] as const) {
      const missing = keys.filter((key) => {
        const text = leaf(staffDictionaries[lang], key);
        return typeof text !== 'string' || text.trim() === '';
      });
      expect({ lang, missing }).toEqual({ lang, missing: [] });
    }
  });
});
