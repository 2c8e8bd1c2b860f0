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
    text: "The clinic's account at its e-invoice provider, and the seller printed on every invoice.",
    notSet: 'Not set up: paid invoices are not issued as e-invoices yet.',
    destination: 'Invoices are sent to {{url}}',
    standIn:
      'Invoices go to a local test system (nothing is really sent) — set EINVOICE_URL to send them for real',
    lookup: 'Buyers look invoices up at {{url}}',
    accountSection: 'Provider account',
    provider: 'Provider',
    providers: { viettel: 'Viettel S-Invoice' },
    username: 'User name',
    password: 'Password',
    passwordSaved: 'Saved — type a new password to replace it, leave blank to keep it',
    sellerSection: 'Seller (as registered with the tax office)',
    sellerTaxCode: 'Tax code',
    sellerTaxCodeHint: '10 digits, or 10 digits - 3 digits of a dependent unit',
    sellerLegalName: 'Legal name',
    sellerAddress: 'Address',
    invoiceSection: 'Invoice template and series',
    templateCode: 'Template',
    templateCodeHint: '1 (VAT invoice) or 2 (sales invoice), a /, 3 digits: 1/001',
    series: 'Series',
    seriesHint:
      "C (with the tax office's code) or K (without), the year's last 2 digits, the kind of invoice (T: registered with the tax office), 2 letters of the clinic's choice: {{example}}",
    issueOn: 'Issue e-invoices',
    issueOnPayment: 'On payment',
    issueOnPaymentHint: 'Each invoice is issued as soon as it is paid.',
    issueOnRequest: "On the cashier's request",
    issueOnRequestHint: 'The cashier presses “Issue e-invoice” on a paid invoice.',
    taxSection: 'VAT rates',
    taxNote:
      'The clinic must confirm the rates with its accountant: medical services are generally not subject to VAT; medicines usually carry 5%.',
    serviceTaxRate: 'Services',
    medicineTaxRate: 'Medicines',
    packageTaxRate: 'Packages',
    saved: 'E-invoice settings saved',
  },

  // ── The dashboard's notice ──
  dashboard: {
    title: 'E-invoices',
    refused: 'Refused',
    refusedNone: 'No e-invoice was refused.',
    refusedSome: 'See why, fix them and send them again.',
    review: 'Review and send again',
    queued: 'Sending',
    queuedText: 'Waiting for the provider to confirm them.',
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
