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
