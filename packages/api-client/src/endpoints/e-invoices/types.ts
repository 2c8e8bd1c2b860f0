// Types of the e-invoice calls: the z.output (rows) and z.input (bodies) of their contracts.
export type {
  EInvoiceCompanyBuyer,
  EInvoiceListQuery,
  EInvoiceRow,
  EInvoiceSettings,
  EInvoiceSettingsInput,
  EInvoiceState,
} from '@clinic/domain/contracts';
