// zxing-js as bundled by html5-qrcode (the kiosk's scanner): an independent QR decoder to read our picture back.
import ZXing from 'html5-qrcode/third_party/zxing-js.umd.js';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { bankByBin, banks } from './banks';
import { crc16CcittFalse, type EmvFields, hasValidCrc, parseEmvTlv, vietQrPayload } from './vietqr';

/**
 * NAPAS's published examples, from the VietQR specification "QR Format & Technical Specification — IBFT to
 * account/card" (NAPAS 247, section 6.1 examples; quoted verbatim by public VietQR libraries' compliance tests):
 * 6.1.1 a static QR to an account (CRC F4E5) and 6.1.3 a dynamic QR to an account with amount 180,000, bill number
 * NPS6869 and purpose 'thanh toan don hang' (CRC 2E2E). The static sample cannot be rebuilt: it writes the
 * 13-digit account 0011012345678 with length 12 (a typo in the specification), but its CRC still holds.
 */
const napasStaticToAccount =
  '00020101021138570010A00000072701270006970403011200110123456780208QRIBFTTA53037045802VN6304F4E5';
const napasDynamicToAccount =
  '00020101021238570010A00000072701270006970403011300110123456780208QRIBFTTA530370454061800005802VN62340107NPS68690819thanh toan don hang63042E2E';

type ZxingDecoder = {
  RGBLuminanceSource: new (luminances: Uint8ClampedArray, width: number, height: number) => object;
  HybridBinarizer: new (source: object) => object;
  BinaryBitmap: new (binarizer: object) => object;
  QRCodeReader: new () => { decode(bitmap: object): { getText(): string } };
};

/** Draws the QR code the way the staff app does (qrcode, level M) as grey pixels and reads it back with zxing. */
function drawAndScan(text: string): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const scale = 4;
  const quiet = 4;
  const side = (modules.size + quiet * 2) * scale;
  const pixels = new Uint8ClampedArray(side * side).fill(255);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const row = Math.floor(y / scale) - quiet;
      const col = Math.floor(x / scale) - quiet;
      const inside = row >= 0 && col >= 0 && row < modules.size && col < modules.size;
      if (inside && modules.get(row, col)) pixels[y * side + x] = 0;
    }
  }
  const zxing = ZXing as unknown as ZxingDecoder;
  const bitmap = new zxing.BinaryBitmap(
    new zxing.HybridBinarizer(new zxing.RGBLuminanceSource(pixels, side, side)),
  );
  return new zxing.QRCodeReader().decode(bitmap).getText();
}

describe('CRC-16/CCITT-FALSE', () => {
  it('gives the standard check value for "123456789"', () => {
    expect(crc16CcittFalse('123456789')).toBe('29B1');
  });

  it("gives NAPAS's published CRCs over its samples' bodies", () => {
    expect(crc16CcittFalse(napasDynamicToAccount.slice(0, -4))).toBe('2E2E');
    expect(crc16CcittFalse(napasStaticToAccount.slice(0, -4))).toBe('F4E5');
  });
});

describe('vietQrPayload', () => {
  it("rebuilds NAPAS's dynamic sample byte for byte from its parts", () => {
    expect(
      vietQrPayload({
        bin: '970403',
        accountNumber: '0011012345678',
        amount: 180_000,
        billNumber: 'NPS6869',
        purpose: 'thanh toan don hang',
      }),
    ).toBe(napasDynamicToAccount);
  });

  it('builds the static form of the same account (no amount: point of initiation 11, no 54)', () => {
    const fields = parseEmvTlv(vietQrPayload({ bin: '970403', accountNumber: '0011012345678' }), true);
    expect(fields['01']).toBe('11');
    expect(fields['54']).toBeUndefined();
    expect(fields['38']).toEqual(parseEmvTlv(napasDynamicToAccount, true)['38']);
  });

  it('writes the invoice code as the purpose without accents or characters banks refuse', () => {
    const payload = vietQrPayload({
      bin: '970436',
      accountNumber: '1234567890',
      amount: 250_000,
      purpose: '  Thanh toán HĐ-000123! ',
    });
    const data = parseEmvTlv(payload, true)['62'] as EmvFields;
    expect(data['08']).toBe('Thanh toan HD000123');
  });
});

describe('the cashier shows an invoice’s QR and the patient’s banking app reads it', () => {
  const payload = vietQrPayload({
    bin: '970436',
    accountNumber: '0071000123456',
    amount: 1_250_000,
    purpose: 'HD000042',
  });

  it('decodes back to the bank, account, amount and purpose', () => {
    const fields = parseEmvTlv(payload, true);
    const account = fields['38'] as EmvFields;
    expect(fields['00']).toBe('01');
    expect(fields['01']).toBe('12');
    expect(account['00']).toBe('A000000727');
    expect(account['01']).toEqual({ '00': '970436', '01': '0071000123456' });
    expect(account['02']).toBe('QRIBFTTA');
    expect(fields['53']).toBe('704');
    expect(fields['54']).toBe('1250000');
    expect(fields['58']).toBe('VN');
    expect(fields['62']).toEqual({ '08': 'HD000042' });
    expect(bankByBin((account['01'] as EmvFields)['00'] as string)?.shortName).toBe('Vietcombank');
    expect(hasValidCrc(payload)).toBe(true);
  });

  it('fails its CRC when one character changes', () => {
    const altered = payload.replace('1250000', '1750000');
    expect(altered).not.toBe(payload);
    expect(hasValidCrc(altered)).toBe(false);
    expect(hasValidCrc(napasDynamicToAccount.replace('NPS6869', 'NPS6868'))).toBe(false);
  });

  it('survives being drawn as a QR code and scanned', () => {
    expect(drawAndScan(payload)).toBe(payload);
    expect(drawAndScan(napasDynamicToAccount)).toBe(napasDynamicToAccount);
  });
});

describe('vietQrPayload refuses what a bank would', () => {
  const valid = { bin: '970436', accountNumber: '1234567890' };

  it.each([
    [{ ...valid, bin: '97043' }, /BIN/],
    [{ ...valid, bin: '97043A' }, /BIN/],
    [{ ...valid, accountNumber: '' }, /account number/],
    [{ ...valid, accountNumber: '12345678901234567890' }, /account number/],
    [{ ...valid, accountNumber: '1234-5678' }, /account number/],
    [{ ...valid, amount: 0 }, /amount/],
    [{ ...valid, amount: -5000 }, /amount/],
    [{ ...valid, amount: 1500.5 }, /amount/],
    [{ ...valid, amount: 10_000_000_000_000 }, /amount/],
    [{ ...valid, purpose: 'Thanh toan hoa don so 000123 tai phong kham' }, /purpose/],
  ])('%o', (input, message) => {
    expect(() => vietQrPayload(input)).toThrow(message);
  });

  it('accepts the limits themselves', () => {
    const payload = vietQrPayload({
      ...valid,
      accountNumber: '1234567890123456789',
      amount: 9_999_999_999_999,
      purpose: 'A'.repeat(25),
    });
    expect(hasValidCrc(payload)).toBe(true);
    expect(parseEmvTlv(payload)['54']).toBe('9999999999999');
  });

  it('leaves out an empty purpose instead of writing an empty field', () => {
    expect(parseEmvTlv(vietQrPayload({ ...valid, amount: 1000, purpose: ' !? ' }))['62']).toBeUndefined();
  });
});

describe('the NAPAS bank list', () => {
  it('finds the common banks by BIN', () => {
    expect(bankByBin('970436')?.shortName).toBe('Vietcombank');
    expect(bankByBin('970415')?.shortName).toBe('VietinBank');
    expect(bankByBin('970418')?.code).toBe('BIDV');
    expect(bankByBin('970405')?.shortName).toBe('Agribank');
    expect(bankByBin('123456')).toBeUndefined();
  });

  it('holds each BIN once, each a valid VietQR acquirer', () => {
    expect(new Set(banks.map((bank) => bank.bin)).size).toBe(banks.length);
    for (const bank of banks)
      expect(() => vietQrPayload({ bin: bank.bin, accountNumber: '1' })).not.toThrow();
  });
});
