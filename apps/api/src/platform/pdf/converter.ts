/**
 * Turns a .docx into a PDF (docs/product.md#printing). An external service behind an interface with a working local
 * default (docs/architecture.md#the-shape): LibreOffice headless (libreoffice.ts); tests may hand the app another one.
 */
export interface PdfConverter {
  /** Whether this server can convert at all (LibreOffice found); the settings screen says so. */
  available(): Promise<boolean>;
  /**
   * The PDF of these .docx bytes, cleaned first of whatever links out of the file (docx-sanitise.ts). Throws
   * AppError 'pdfUnavailable' without a converter, 'pdfConversionFailed' when the conversion fails or times out,
   * 'printTemplateHasMacros' or 'printTemplateInvalid' for a file the cleaner refuses, 'pdfQueueFull' when the
   * clinic already has as many conversions under way as one clinic may. Clinics take turns: one clinic's
   * conversions delay another's by at most one.
   */
  convert(docx: Buffer, owner: { clinicId: number }): Promise<Buffer>;
  /** Stops a running conversion and removes what the converter keeps on disk (the app is closing). */
  close(): Promise<void>;
}

/** What a converter reports of each conversion, for the app's log. */
export type PdfConversionLog = (
  level: 'info' | 'warn',
  details: { durationMs?: number; bytes?: number; error?: unknown; removed?: Record<string, number> },
  message: string,
) => void;
