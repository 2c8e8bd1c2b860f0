// Types of the stock calls: the z.output (rows) and z.input (bodies) of their contracts.
export type {
  MedicineLotItem,
  StockMoveItem,
  StockOnHandItem,
  StockOnHandQuery,
  StockSheetInput,
  StockSheetItem,
  StockSheetSearchFilter,
  StockSheetSummary,
  StockSheetView,
} from '@clinic/domain/contracts';
