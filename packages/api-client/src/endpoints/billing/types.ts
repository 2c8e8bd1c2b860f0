// Types of the billing calls: the z.output (rows) and z.input (bodies) of their contracts.
export type {
  BankTransferFilter,
  BankTransferItem,
  BillingQueueItem,
  DiscountInput,
  InvoiceCancelInput,
  InvoiceCheck,
  InvoiceCreateInput,
  InvoiceLine,
  InvoiceMedicineLineInput,
  InvoicePayInput,
  InvoiceRebuildInput,
  InvoiceSearchFilter,
  InvoiceSummary,
  InvoiceView,
  PaymentItem,
} from '@clinic/domain/contracts';
