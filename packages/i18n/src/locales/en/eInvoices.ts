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
    number: 'Invoice number',
    lookupCode: 'Lookup code',
    issuedAt: 'Issued at',
    buyer: 'Buyer',
    taxCode: 'Tax code {{taxCode}}',
    sending: 'Sending…',
    issue: 'Issue e-invoice',
    sendAgain: 'Send again',
    editBuyer: 'Change buyer and send again',
    queued: 'The e-invoice is queued for sending',
    notConfigured:
      'The clinic has no e-invoice settings. Set them up in General settings to issue e-invoices.',
    loadError: 'Could not load the e-invoice.',
    dialogTitle: 'Issue the e-invoice of {{code}}',
    buyerKind: 'Buyer',
    patient: 'Patient',
    company: 'Company',
    patientText: 'The invoice is issued to {{name}}.',
    keptCompanyText: 'Sent again to {{legalName}} (tax code {{taxCode}}) as before.',
    companyTaxCode: 'Tax code',
    companyLegalName: 'Legal name',
    companyAddress: 'Address',
    companyEmail: 'E-mail for the invoice',
    submit: 'Issue invoice',
    back: 'Back',
  },

  // ── The e-invoice list ──
  list: {
    title: 'E-invoices',
    invoiceColumn: 'E-inv.',
    invoice: 'Invoice',
    buyer: 'Buyer',
    amount: 'Amount',
    kind: 'Kind',
    original: 'Original',
    adjustment: 'Adjustment lowering no. {{number}}',
    adjustmentPending: 'Adjustment (original not numbered yet)',
    status: 'Status',
    allStatuses: 'All statuses',
    number: 'No. · lookup code',
    search: 'Search e-invoices',
    searchPlaceholder: 'Buyer, tax code, invoice number, invoice code',
    sendAgain: 'Send again',
    sendAgainFor: 'Send the e-invoice of {{code}} again',
    sentAgain: 'The e-invoice of {{code}} was sent again',
    notConfigured:
      'The clinic has no e-invoice settings: the owner enters the provider account, template and series in General settings.',
    emptyTitle: 'No e-invoices yet',
    emptyText: 'An e-invoice is made when an invoice is paid, or when the cashier issues it.',
    loadError: 'Could not load the e-invoice list.',
    retry: 'Try again',
  },
};

export default eInvoices;
