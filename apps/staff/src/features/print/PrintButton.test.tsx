import { AppError, PRINT_STORAGE_KEY, printDemoData } from '@clinic/domain';
import type { PrescriptionPrint, PrintTemplates } from '@clinic/domain/contracts';
import { toastStore } from '@clinic/ui';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../shared/testing/fakeApi';
import { renderScreen } from '../../shared/testing/renderScreen';
import { PrintButton } from './PrintButton';

// happy-dom cannot print: react-to-print's print call is recorded with the document it was given (the node its
// contentRef points at, as react-to-print would copy it into its print frame) and the paper's @page rule.
const printed = vi.hoisted(() => [] as { html: string; text: string; pageStyle?: string }[]);
vi.mock('react-to-print', () => ({
  useReactToPrint:
    (options: {
      contentRef: { current: HTMLElement | null };
      pageStyle?: string;
      onAfterPrint?: () => void;
    }) =>
    () => {
      const node = options.contentRef.current;
      printed.push({
        html: node?.innerHTML ?? '',
        text: node?.textContent ?? '',
        pageStyle: options.pageStyle,
      });
      options.onAfterPrint?.();
    },
}));

const prescription = (): PrescriptionPrint => {
  const data = printDemoData('prescription') as PrescriptionPrint;
  return { ...data, patient: { ...data.patient, fullName: '<script>alert(1)</script> Nguyễn Văn An' } };
};

const templates = (withPrescription: boolean, pdfAvailable = true): PrintTemplates => ({
  pdfAvailable,
  items: [
    {
      kind: 'prescription',
      template: withPrescription
        ? { physicalFileId: 9, name: 'don-thuoc.docx', size: 1234, updatedAt: '', updatedByName: null }
        : null,
    },
  ],
});

const pdfResponse = () =>
  new Response(new Blob(['%PDF-1.7 fake'], { type: 'application/pdf' }), {
    status: 200,
    headers: { 'content-type': 'application/pdf' },
  });

const renderButton = () => renderScreen(<PrintButton kind="prescription" id={42} />, { screens: [] });

const printButton = () => screen.getByRole('button', { name: 'In đơn thuốc' });
const paperOf = (label: string) =>
  (screen.getByRole('combobox', { name: `Khổ giấy — ${label}` }) as HTMLSelectElement).value;

beforeEach(() => {
  printed.length = 0;
  toastStore.clear();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('PrintButton', () => {
  it('prints the built-in prescription: the document data, escaped, on the default A5 paper', async () => {
    const api = fakeApi()
      .on('GET /print/templates', () => templates(false))
      .on('GET /print/:kind/:id/data', () => prescription());
    renderButton();
    fireEvent.click(printButton());

    await waitFor(() => expect(printed).toHaveLength(1));
    expect(api.requests('GET /print/:kind/:id/data')[0]?.params).toEqual({ kind: 'prescription', id: '42' });
    expect(api.requests('POST /print/:kind/:id')).toEqual([]);
    const [document] = printed;
    // The patient named <script> prints as text, never as markup.
    expect(document?.text).toContain('<script>alert(1)</script> Nguyễn Văn An');
    expect(document?.html).not.toContain('<script>');
    expect(document?.text).toContain('Paracetamol 500mg');
    expect(document?.pageStyle).toBe(
      '@page { size: A5 portrait; margin: 8mm } html, body { margin: 0; padding: 0 }',
    );
    // Done: the button is ready again and the document left the page.
    await waitFor(() => expect(printButton().getAttribute('aria-busy')).not.toBe('true'));
    expect(screen.queryByTestId('print-content')).toBeNull();
  });

  it("prints the clinic's own template as the server's PDF, in the window opened at the click", async () => {
    const api = fakeApi()
      .on('GET /print/templates', () => templates(true))
      .on('POST /print/:kind/:id', () => pdfResponse());
    const win = {
      document: { title: '', body: { textContent: '' } },
      location: { href: '' },
      closed: false,
      close: vi.fn(),
    };
    const open = vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    renderButton();
    // Hovering loads the template list, so the click knows at once that a PDF is coming.
    fireEvent.pointerEnter(printButton());
    await waitFor(() => expect(api.requests('GET /print/templates')).toHaveLength(1));
    fireEvent.click(printButton());

    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(win.document.body.textContent).toBe('Đang tạo bản in PDF…');
    await waitFor(() => expect(win.location.href).toMatch(/^blob:/));
    expect(api.requests('POST /print/:kind/:id')[0]?.params).toEqual({ kind: 'prescription', id: '42' });
    expect(api.requests('GET /print/:kind/:id/data')).toEqual([]);
    expect(printed).toEqual([]);
  });

  it('offers a link to the PDF when the browser blocks its window', async () => {
    fakeApi()
      .on('GET /print/templates', () => templates(true))
      .on('POST /print/:kind/:id', () => pdfResponse());
    vi.spyOn(window, 'open').mockReturnValue(null);
    renderButton();
    fireEvent.click(printButton());

    const link = await screen.findByRole('link', { name: 'Mở bản in' });
    expect(link.getAttribute('href')).toMatch(/^blob:/);
    expect(screen.queryByText(/Trình duyệt đã chặn cửa sổ mới/)).not.toBeNull();
  });

  it('falls back to the built-in template when the server cannot make PDFs (PSYS_5031), and says so', async () => {
    const api = fakeApi()
      .on('GET /print/templates', () => templates(true, false))
      .on('POST /print/:kind/:id', () => {
        throw new AppError('pdfUnavailable');
      })
      .on('GET /print/:kind/:id/data', () => prescription());
    const open = vi.spyOn(window, 'open');
    renderButton();
    fireEvent.click(printButton());

    await waitFor(() => expect(printed).toHaveLength(1));
    expect(api.requests('POST /print/:kind/:id')).toHaveLength(1);
    // pdfAvailable was false: no empty window was opened for a PDF that could not come.
    expect(open).not.toHaveBeenCalled();
    expect(printed[0]?.text).toContain('Nguyễn Văn An');
    const [notice] = toastStore.getSnapshot();
    expect(notice?.type).toBe('info');
    expect(notice?.title).toBe('Đã in bằng mẫu có sẵn vì chưa in được mẫu Word của phòng khám');
    expect(notice?.message).toContain('LibreOffice');
  });

  it('closes the PDF window and prints the built-in template when the conversion fails (PSYS_5032)', async () => {
    fakeApi()
      .on('GET /print/templates', () => templates(true))
      .on('POST /print/:kind/:id', () => {
        throw new AppError('pdfConversionFailed');
      })
      .on('GET /print/:kind/:id/data', () => prescription());
    const win = {
      document: { title: '', body: { textContent: '' } },
      location: { href: '' },
      closed: false,
      close: vi.fn(),
    };
    vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    const view = renderButton();
    await view.queryClient.fetchQuery({ queryKey: ['print', 'templates'], queryFn: () => templates(true) });
    fireEvent.click(printButton());

    await waitFor(() => expect(printed).toHaveLength(1));
    expect(win.close).toHaveBeenCalled();
    expect(toastStore.getSnapshot()[0]?.type).toBe('info');
  });

  it('shows any other failure as an error toast and is ready to try again', async () => {
    fakeApi()
      .on('GET /print/templates', () => templates(false))
      .on('GET /print/:kind/:id/data', () => {
        throw new AppError('appointmentNotFound');
      });
    renderButton();
    fireEvent.click(printButton());

    await waitFor(() => expect(toastStore.getSnapshot()[0]?.type).toBe('error'));
    expect(printed).toEqual([]);
    expect((printButton() as HTMLButtonElement).disabled).toBe(false);
    expect(printButton().getAttribute('aria-busy')).not.toBe('true');
  });

  it('remembers the paper chosen for the kind on this device and prints on it', async () => {
    fakeApi()
      .on('GET /print/templates', () => templates(false))
      .on('GET /print/:kind/:id/data', () => prescription());
    const first = renderButton();
    const paper = screen.getByRole('combobox', { name: 'Khổ giấy — In đơn thuốc' }) as HTMLSelectElement;
    expect(paper.value).toBe('A5');
    fireEvent.change(paper, { target: { value: 'A4' } });
    expect(JSON.parse(localStorage.getItem(PRINT_STORAGE_KEY) ?? '{}')).toEqual({ prescription: 'A4' });
    first.unmount();

    // Another screen, later: the choice is still there, and the document prints on it.
    renderButton();
    expect(paperOf('In đơn thuốc')).toBe('A4');
    fireEvent.click(printButton());
    await waitFor(() => expect(printed).toHaveLength(1));
    expect(printed[0]?.pageStyle).toBe(
      '@page { size: A4 portrait; margin: 12mm } html, body { margin: 0; padding: 0 }',
    );
    // Other kinds keep their own default.
    renderScreen(<PrintButton kind="appointment" id={42} />, { screens: [] });
    expect(paperOf('In phiếu hẹn')).toBe('80mm');
  });
});
