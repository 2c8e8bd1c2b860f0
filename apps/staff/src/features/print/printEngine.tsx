import type { Language, PaperSize, PrintKind } from '@clinic/domain';
import { PRINT_PAGE_STYLES } from '@clinic/domain';
import type { PrintData } from '@clinic/domain/contracts';
import { qrDataUrl, renderDocument } from '@clinic/print';
import { useEffect, useRef } from 'react';
import { useReactToPrint } from 'react-to-print';
import * as styles from './print.css';

// The built-in templates' half of the print service: a chunk of its own (handlebars' runtime, the templates,
// qrcode, react-to-print), fetched on the first print, so the staff app's first load does not carry it.

/** A built-in document ready for the printer. */
export interface BuiltInJob {
  html: string;
  paper: PaperSize;
  title: string;
}

/** The QR the document shows: the VietQR transfer of an unpaid invoice, the appointment slip's booking token. */
function qrPayloadOf(data: PrintData): string | null {
  if (data.kind === 'invoice') return data.transfer?.qrPayload ?? null;
  if (data.kind === 'appointment') return data.qrPayload || null;
  // The national e-prescription code: a pharmacy scans it to find the prescription in the national system.
  if (data.kind === 'prescription') return data.nationalCode || null;
  return null;
}

/** The document as HTML, escaped by the template engine (@clinic/print). */
export async function renderBuiltIn(data: PrintData, paper: PaperSize, lang: Language): Promise<string> {
  const payload = qrPayloadOf(data);
  const qr = payload ? await qrDataUrl(payload) : null;
  return renderDocument(data.kind as PrintKind, data as never, { paper, lang, qrDataUrl: qr });
}

/**
 * Hands one built-in document to react-to-print (its own hidden iframe, then the browser's print dialog) and
 * reports when the dialog closed or printing failed.
 */
export default function PrintFrame({ job, onDone }: { job: BuiltInJob; onDone: (error?: Error) => void }) {
  const content = useRef<HTMLDivElement>(null);
  const print = useReactToPrint({
    contentRef: content,
    // One of the CSP-allowed @page rules, verbatim (react-to-print writes it into an inline <style>).
    pageStyle: PRINT_PAGE_STYLES[job.paper],
    documentTitle: job.title,
    onAfterPrint: () => onDone(),
    onPrintError: (_where, error) => onDone(error),
  });
  // Once per job: `print` changes with every render, and StrictMode runs effects twice.
  const printed = useRef<BuiltInJob>(undefined);
  useEffect(() => {
    if (printed.current === job) return;
    printed.current = job;
    print();
  }, [job, print]);
  return (
    <div className={styles.offscreen}>
      {/* Safe: the HTML comes from @clinic/print's handlebars templates, which escape every value ({{…}}, strict
          mode, no prototype access) and take no triple-stash input: a patient named <script> prints as text.
          react-to-print copies this node (not the hidden wrapper) into its print frame. */}
      <div
        ref={content}
        data-testid="print-content"
        data-paper={job.paper}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped by the template engine (see above).
        dangerouslySetInnerHTML={{ __html: job.html }}
      />
    </div>
  );
}
