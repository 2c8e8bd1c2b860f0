// Types of the stock calls: the z.output (rows) and z.input (bodies) of their contracts.
export type {
  ExportItemInput,
  ImportItemInput,
  MedicineLotItem,
  MedicineStockInfo,
  StockMoveItem,
  StockOnHandItem,
  StockOnHandQuery,
  StockSheetHistory,
  StockSheetInput,
  StockSheetItem,
  StockSheetSearchFilter,
  StockSheetSummary,
  StockSheetView,
} from '@clinic/domain/contracts';
