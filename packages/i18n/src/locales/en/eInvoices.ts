// Strings of e-invoices: the owner's settings, the cashier's issue, the list, the dashboard.
const eInvoices = {
  /** An EInvoiceStatus. */
  status: {
    none: 'Not issued',
    queued: 'Sending',
    issued: 'Issued',
    refused: 'Refused',
    adjusted: 'Adjusted',
    cancelled: 'Cancelled',
  },
  /** An EInvoiceTaxRate: -2 not subject to VAT, -1 not declared, else a percentage. */
  taxRate: {
    notSubject: 'Not subject to VAT',
    notDeclared: 'VAT not declared',
    percent: '{{rate}}%',
  },
  /** Our own refusal codes beside the provider's. */
  refusal: {
    NOT_CONFIGURED: 'The clinic has no e-invoice settings',
    UNREACHABLE: 'The e-invoice provider could not be reached after several tries',
  },

  // ── The owner's settings (general settings) ──
  settings: {
    title: 'E-invoices',
  },

  // ── The dashboard's notice ──
  dashboard: {
    title: 'E-invoices',
  },

  // ── The cashier's issue, on an invoice ──
  issue: {
    title: 'E-invoice',
  },

  // ── The e-invoice list ──
  list: {
    title: 'E-invoices',
  },
};

export default eInvoices;
