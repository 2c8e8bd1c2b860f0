import type { EInvoiceTaxRate, PaymentMethod } from '@clinic/domain';

/**
 * The clinic's e-invoice provider, an outside service (docs/architecture.md#the-shape), behind one interface: the
 * job that issues an invoice's e-invoice calls `issue`; each provider has an adapter that maps the document below to
 * its own call (`sinvoice.ts`, Viettel SInvoice), and the API mounts a local stand-in of it when no provider URL is
 * set. The document is the provider-neutral e-invoice: what Decree 123/2020/NĐ-CP and Circular 78/2021/TT-BTC
 * require it to say, with the money already whole đồng.
 */

/** The seller: the clinic's registered business (e-invoice settings). */
export interface EInvoiceSeller {
  taxCode: string;
  legalName: string;
  address: string;
  phone?: string;
  email?: string;
}

/**
 * The buyer: the patient, or a company the patient names (then its tax code and legal name). A person with no tax
 * code is named alone; `code` is the patient's code at the clinic.
 */
export interface EInvoiceBuyer {
  name: string;
  legalName?: string;
  taxCode?: string;
  address?: string;
  email?: string;
  phone?: string;
  code?: string;
}

/**
 * One line as sold, tax included (the clinic's prices are what the patient pays): the unit price, the quantity,
 * the discount on it (its own and its share of the invoice's), and the total after it.
 */
export interface EInvoiceLine {
  code: string | null;
  name: string;
  unit: string | null;
  quantity: number;
  unitPrice: number;
  discount: number;
  /** unitPrice × quantity − discount. */
  total: number;
  taxRate: EInvoiceTaxRate;
}

/** The e-invoice an adjustment lowers: its number and date at the provider, and why it is adjusted. */
export interface EInvoiceAdjusted {
  number: string;
  issuedAt: Date;
  templateCode: string;
  reason: string;
}

export interface EInvoiceDocument {
  /** Ours, unique per e-invoice: the provider keeps it, so a send repeated after a timeout issues nothing new. */
  transactionId: string;
  /** The invoice template ("mẫu số", '1/001') and series ("ký hiệu", 'C26TAA') registered with the tax office. */
  templateCode: string;
  series: string;
  issuedAt: Date;
  seller: EInvoiceSeller;
  buyer: EInvoiceBuyer;
  /** How it was paid; null when not known yet (issued on request before payment). */
  paymentMethod: PaymentMethod | null;
  paid: boolean;
  /** For an adjustment the lines are what it takes off, as positive amounts. */
  lines: EInvoiceLine[];
  adjusts?: EInvoiceAdjusted;
}

/** The clinic's account at its provider (e-invoice settings, owner only, sealed at rest). */
export interface EInvoiceAccount {
  username: string;
  password: string;
}

/** An e-invoice as the provider holds it. */
export interface IssuedEInvoice {
  /** The provider's invoice number, with its series ('C26TAA12'). */
  number: string;
  /** The code a buyer looks the invoice up with at the provider's lookup page ("mã tra cứu"). */
  lookupCode: string;
  issuedAt: Date;
}

export type IssueOutcome =
  | ({ kind: 'issued' } & IssuedEInvoice)
  /** Refused for its content or the account: sent again only once staff fix it. `code` is the provider's. */
  | { kind: 'refused'; code: string; reason: string };

/**
 * Thrown when the provider could not be reached, answered 5xx, or timed out: the job retries later with backoff,
 * and the retry first asks whether the provider issued it after all.
 */
export class EInvoiceUnavailable extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'EInvoiceUnavailable';
  }
}

export interface EInvoiceGateway {
  /**
   * Issues the document, or answers the one already issued under its transaction id. Throws EInvoiceUnavailable
   * to be retried.
   */
  issue(account: EInvoiceAccount, document: EInvoiceDocument): Promise<IssueOutcome>;
  /** Where the requests go, whether it is the local stand-in, and the provider's public lookup page. */
  readonly target: { provider: string; url: string; standIn: boolean; lookupUrl: string };
}
