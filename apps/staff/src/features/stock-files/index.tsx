// The stock spreadsheets as the stock screens use them: upload an import sheet into the import editor,
// download the template, export stock on hand and a saved sheet. Files are read and written in the browser; the
// server stays JSON and checks the saved sheet again.

export {
  DownloadImportTemplateButton,
  ExportStockOnHandButton,
  ExportStockSheetButton,
} from './ExportButtons';
export { ImportFromSpreadsheet } from './ImportFromSpreadsheet';
export type { SpreadsheetImportLine } from './types';
