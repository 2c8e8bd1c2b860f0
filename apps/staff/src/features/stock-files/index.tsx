import type { StockSheetView } from '@clinic/api-client';
import { Button, useT } from '@clinic/ui';

// The stock spreadsheets (issue O) as the stock screens use them. STUB: the stock-files helper replaces the
// bodies; the names and props below are the contract the screens are written against.

/** One row of an uploaded import sheet, read and checked, ready to become a line of the import editor. */
export interface SpreadsheetImportLine {
  /** The row's number in the spreadsheet (1-based, as the spreadsheet program shows it). */
  row: number;
  medicineId: number;
  medicineName: string;
  unit: string;
  lotNumber: string;
  /** 'YYYY-MM-DD'. */
  expiryDate: string;
  quantity: number;
  importPrice: number | null;
  exportPrice: number | null;
  discountPercent: number | null;
  costPerUnit: number;
}

/**
 * "Upload .xlsx": reads the file in the browser, checks every row, lists every bad row (row number and column)
 * and hands the good lines to the editor only when the user confirms; nothing is saved here. Its file input has
 * data-testid="stock-import-file".
 */
export function ImportFromSpreadsheet(_props: {
  onLines: (lines: SpreadsheetImportLine[]) => void;
  disabled?: boolean;
}) {
  const { t } = useT();
  return (
    <Button variant="secondary" disabled>
      {t('stockFiles.placeholder')}
    </Button>
  );
}

/** "Download template": the import template (.xlsx) with the clinic's medicines on a second sheet. */
export function DownloadImportTemplateButton() {
  return null;
}

/** "Export to Excel" of stock on hand (every page of the current search). */
export function ExportStockOnHandButton(_props: { keyword?: string }) {
  return null;
}

/** "Export to Excel" of one saved sheet. */
export function ExportStockSheetButton(_props: { sheet: StockSheetView }) {
  return null;
}
