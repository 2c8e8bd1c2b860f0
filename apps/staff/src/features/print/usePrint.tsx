import { ApiError } from '@clinic/api-client';
import { errors, type PaperSize, type PrintKind, type ScreenId } from '@clinic/domain';
import type { PrintData } from '@clinic/domain/contracts';
import { toast, useT } from '@clinic/ui';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { api } from '../../app/session';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { PdfReadyDialog } from './PdfReadyDialog';
import { usePaperSize } from './paperChoice';
import { openPdfWindow, showPdf } from './pdfWindow';
import type { BuiltInJob } from './printEngine';
import { hasClinicTemplate, printKeys, printTemplatesQuery } from './queries';

// The staff app's one print service (docs/product.md#printing): a document prints through the clinic's
// own .docx template when it set one for that kind (the server fills it and answers a PDF), else through the
// built-in handlebars template, rendered here and printed with react-to-print on the paper chosen beside the button.

const PrintFrame = lazy(() => import('./printEngine'));
const loadEngine = () => import('./printEngine');

/** The PDF route's refusals after which the built-in template prints instead (said in a toast). */
const fallbackCodes: ReadonlySet<string | number> = new Set([
  errors.pdfUnavailable.code,
  errors.pdfConversionFailed.code,
  // The template was removed since the list was read.
  errors.printTemplateNotFound.code,
]);
const fallsBack = (error: unknown) => error instanceof ApiError && fallbackCodes.has(error.code ?? '');

/** The code printed in the print frame's title (the file name when saving as PDF). */
const codeOf = (data: PrintData) => (data.kind === 'invoice' ? data.invoice.code : data.visit.code);

export interface UsePrint {
  /** Prints the document (no-op while a print is under way). */
  print: () => void;
  /** Loads the clinic's template list ahead of the click (on hover or focus), so the click decides at once. */
  prefetch: () => void;
  busy: boolean;
  paper: PaperSize;
  setPaper: (paper: PaperSize) => void;
  /** The print frame and the PDF dialog: render it once, anywhere near the button. */
  element: ReactNode;
}

/**
 * Prints one document: `id` is the invoice id for an invoice, the appointment id for a prescription, an
 * appointment slip or a check-in sheet, the result sheet's id for a result sheet. Null: nothing to print yet.
 */
export function usePrint(
  kind: PrintKind,
  id: number | null,
  options: { screenId?: ScreenId } = {},
): UsePrint {
  const { t, lang } = useT();
  const errorText = useApiErrorText();
  const queryClient = useQueryClient();
  const [paper, setPaper] = usePaperSize(kind);
  const [busy, setBusy] = useState(false);
  const [job, setJob] = useState<BuiltInJob | null>(null);
  const [pdfUrl, setPdfUrl] = useState<string | null>(null);
  const call = options.screenId === undefined ? {} : { screenId: options.screenId };

  const prefetch = () => void queryClient.prefetchQuery(printTemplatesQuery).catch(() => undefined);

  const printBuiltIn = async () => {
    const [data, engine] = await Promise.all([api.print.data(kind, id as number, call), loadEngine()]);
    const html = await engine.renderBuiltIn(data, paper, lang);
    // Busy until react-to-print reports the dialog closed (PrintFrame's onDone).
    setJob({ html, paper, title: `${t(`printing.documents.${kind}`)} ${codeOf(data)}` });
  };

  const run = async (
    cached: Awaited<ReturnType<typeof api.print.templates>> | undefined,
    win: Window | null,
  ) => {
    // A template list that cannot be read never stops printing: the built-in template needs none.
    const templates = cached ?? (await queryClient.fetchQuery(printTemplatesQuery).catch(() => null));
    if (hasClinicTemplate(templates, kind)) {
      try {
        const pdf = await api.print.pdf(kind, id as number, call);
        setPdfUrl(showPdf(pdf, win));
        setBusy(false);
        return;
      } catch (error) {
        if (!fallsBack(error)) throw error;
        win?.close();
        toast.info(t('printing.fallback'), errorText(error));
        if (error instanceof ApiError && error.code === errors.printTemplateNotFound.code)
          void queryClient.invalidateQueries({ queryKey: printKeys.templates });
      }
    }
    await printBuiltIn();
  };

  const print = () => {
    if (id === null || busy) return;
    setBusy(true);
    const cached = queryClient.getQueryData(printTemplatesQuery.queryKey);
    // The PDF's window must open within the click, or the browser may block it as a popup.
    const win =
      hasClinicTemplate(cached, kind) && cached?.pdfAvailable
        ? openPdfWindow(t('printing.pdfLoading'))
        : null;
    run(cached, win).catch((error: unknown) => {
      win?.close();
      setBusy(false);
      toast.error(errorText(error) ?? '');
    });
  };

  const onPrinted = (error?: Error) => {
    setJob(null);
    setBusy(false);
    if (error) toast.error(errorText(error) ?? '');
  };

  const element = (
    <>
      {job && (
        <Suspense fallback={null}>
          <PrintFrame job={job} onDone={onPrinted} />
        </Suspense>
      )}
      <PdfReadyDialog url={pdfUrl} onClose={() => setPdfUrl(null)} />
    </>
  );
  return { print, prefetch, busy, paper, setPaper, element };
}
