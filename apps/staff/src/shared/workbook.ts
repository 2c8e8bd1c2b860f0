import type { Workbook } from 'exceljs';

export type { Workbook };

// The spreadsheet helpers of the stock files and the reports. exceljs is loaded only here, and only when a
// spreadsheet is read or written (`await import`), so the app's first load does not carry it.

export async function newWorkbook(): Promise<Workbook> {
  const module = await import('exceljs');
  // exceljs is CommonJS: its classes are on `default` (node, Vite's interop) or on the module itself.
  const excel = (module as unknown as { default?: typeof module }).default ?? module;
  return new excel.Workbook();
}

/** Whole VND and counts: 1,234,567 (Excel shows it with the reader's own separators). */
export const MONEY = '#,##0';
export const DATE = 'dd/mm/yyyy';
export const DATE_TIME = 'dd/mm/yyyy hh:mm';

/** A 'YYYY-MM-DD' day as the date Excel shows for it (exceljs writes a Date's UTC day). */
export const excelDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** Saves a file's bytes as `fileName` through a temporary download link. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Saves the workbook as `fileName` (.xlsx). */
export async function downloadWorkbook(workbook: Workbook, fileName: string): Promise<void> {
  const buffer = await workbook.xlsx.writeBuffer();
  downloadBlob(
    new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    fileName,
  );
}
