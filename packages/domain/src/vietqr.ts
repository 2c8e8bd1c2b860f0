// The VietQR payload (NAPAS 247 "QR chuyển nhanh" on EMVCo merchant-presented QR): the text a bank transfer QR code
// carries, which every Vietnamese banking app scans into a filled-in transfer to an account.

export type VietQrInput = {
  /** The beneficiary bank's 6-digit NAPAS BIN (see banks.ts). */
  bin: string;
  accountNumber: string;
  /** Whole VND. Given: a dynamic (one-time) QR with the amount filled in; absent: a static QR. */
  amount?: number;
  /** The transfer content (the invoice code): additional data 62, sub-tag 08. */
  purpose?: string;
  /** The bill number: additional data 62, sub-tag 01. */
  billNumber?: string;
};

const napasGuid = 'A000000727';
/** Inter-bank fund transfer 24/7 to an account. */
const transferToAccount = 'QRIBFTTA';
const vndCurrency = '704';
export const vietQrMaxAmount = 9_999_999_999_999;
export const vietQrMaxPurposeLength = 25;

/** One EMV data object: 2-digit id, 2-digit length, value. */
function tlv(id: string, value: string): string {
  if (value.length > 99) throw new Error(`VietQR field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no xor-out) as 4 upper-case hex digits. */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/**
 * Free text as banks accept it in a transfer's content: Vietnamese accents removed ('Thanh toán' → 'Thanh toan'),
 * only letters, digits and spaces kept (banks reject or garble the rest: 'HD-0012' → 'HD0012'), spaces collapsed.
 */
export function vietQrText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^A-Za-z0-9 ]/g, '')
    .replace(/ +/g, ' ')
    .trim();
}

function additionalData(input: VietQrInput): string {
  const billNumber = input.billNumber === undefined ? '' : vietQrText(input.billNumber);
  const purpose = input.purpose === undefined ? '' : vietQrText(input.purpose);
  if (purpose.length > vietQrMaxPurposeLength) {
    throw new Error(`VietQR purpose is longer than ${vietQrMaxPurposeLength} characters: '${purpose}'`);
  }
  if (billNumber.length > vietQrMaxPurposeLength) {
    throw new Error(
      `VietQR bill number is longer than ${vietQrMaxPurposeLength} characters: '${billNumber}'`,
    );
  }
  const fields = (billNumber ? tlv('01', billNumber) : '') + (purpose ? tlv('08', purpose) : '');
  return fields ? tlv('62', fields) : '';
}

/**
 * The payload of a VietQR transfer to `accountNumber` at the bank `bin`; throws an Error on input a bank would
 * refuse (the API checks the clinic's bank settings first, so this is a programming error there).
 */
export function vietQrPayload(input: VietQrInput): string {
  const { bin, accountNumber, amount } = input;
  if (!/^\d{6}$/.test(bin)) throw new Error(`VietQR bank BIN must be 6 digits: '${bin}'`);
  if (!/^[A-Za-z0-9]{1,19}$/.test(accountNumber)) {
    throw new Error(`VietQR account number must be 1 to 19 letters or digits: '${accountNumber}'`);
  }
  if (amount !== undefined && !(Number.isInteger(amount) && amount >= 1 && amount <= vietQrMaxAmount)) {
    throw new Error(`VietQR amount must be a whole number of VND from 1 to ${vietQrMaxAmount}: ${amount}`);
  }
  const beneficiary = tlv('00', bin) + tlv('01', accountNumber);
  const merchantAccount = tlv('00', napasGuid) + tlv('01', beneficiary) + tlv('02', transferToAccount);
  const body =
    tlv('00', '01') +
    tlv('01', amount === undefined ? '11' : '12') +
    tlv('38', merchantAccount) +
    tlv('53', vndCurrency) +
    (amount === undefined ? '' : tlv('54', String(amount))) +
    tlv('58', 'VN') +
    additionalData(input) +
    '6304'; // the CRC covers its own id and length
  return body + crc16CcittFalse(body);
}

/** A decoded data object: its value, or its sub-objects for the templates 38 (and 01 in it) and 62. */
export type EmvFields = { [id: string]: string | EmvFields };

/**
 * Decodes EMV id-length-value text into id → value; with `nested`, the templates 38 (merchant account, whose 01 is
 * itself a template: bank BIN and account) and 62 (additional data) are decoded too. Throws on malformed text.
 */
export function parseEmvTlv(payload: string, nested = false): EmvFields {
  return decode(payload, nested ? (id) => id === '38' || id === '62' : () => false);
}

function decode(text: string, isTemplate: (id: string) => boolean): EmvFields {
  const fields: EmvFields = {};
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const lengthText = text.slice(at + 2, at + 4);
    const value = text.slice(at + 4, at + 4 + Number(lengthText));
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(lengthText) || value.length !== Number(lengthText)) {
      throw new Error(`Malformed EMV data at position ${at}`);
    }
    // Inside 38, only 01 (the beneficiary) is a template; 62's sub-fields are plain.
    fields[id] = isTemplate(id) ? decode(value, (inner) => id === '38' && inner === '01') : value;
    at += 4 + Number(lengthText);
  }
  return fields;
}

/** True when the payload ends in '6304' + the CRC of everything before it (a misread or altered code fails). */
export function hasValidCrc(payload: string): boolean {
  const body = payload.slice(0, -4);
  return body.endsWith('6304') && crc16CcittFalse(body) === payload.slice(-4);
}
