import path from 'node:path';
import type { Config } from '../../config.js';
import type { PdfConversionLog, PdfConverter } from './converter.js';
import { libreOfficeConverter } from './libreoffice.js';

/** The app's PDF converter from its configuration: LibreOffice (SOFFICE_PATH, or found on PATH). */
export function createPdfConverter(config: Config, log?: PdfConversionLog): PdfConverter {
  return libreOfficeConverter({
    binary: config.sofficePath,
    timeoutMs: config.pdfTimeoutMs,
    // The warmed template profile lives in DATA_DIR, so a restart reuses it (LibreOffice's first start is its slowest).
    dataDir: config.dataDir === ':memory:' ? undefined : path.join(config.dataDir, 'pdf'),
    ...(log ? { log } : {}),
  });
}
