import { vietQrPayload } from '@clinic/domain';
import { cleanup, render, screen } from '@testing-library/react';
import QRCode from 'qrcode';
import { afterEach, describe, expect, it } from 'vitest';
import { VietQrCode } from './VietQrCode';

afterEach(cleanup);

const account = { bankBin: '970436', accountNumber: '0071000123456', accountName: 'PHONG KHAM AN BINH' };
const payload = vietQrPayload({
  bin: account.bankBin,
  accountNumber: account.accountNumber,
  amount: 1_250_000,
  purpose: 'HD000042',
});

/** The dark modules the SVG path draws, as 'row,col' inside the quiet zone. */
function drawnModules(svg: Element): Set<string> {
  const path = svg.querySelector('path')?.getAttribute('d') ?? '';
  return new Set([...path.matchAll(/M(\d+) (\d+)/g)].map(([, x, y]) => `${Number(y) - 4},${Number(x) - 4}`));
}

describe('the VietQR code the cashier turns toward the patient', () => {
  it('is named for what it pays and writes the transfer out beneath', () => {
    render(<VietQrCode payload={payload} {...account} amount={1_250_000} purpose="HD000042" />);
    screen.getByRole('img', { name: 'Mã VietQR chuyển khoản 1.250.000 ₫ đến Vietcombank 0071000123456' });
    expect(screen.getByText('Ngân hàng').nextElementSibling?.textContent).toBe('Vietcombank');
    expect(screen.getByText('Chủ tài khoản').nextElementSibling?.textContent).toBe('PHONG KHAM AN BINH');
    expect(screen.getByText('Số tiền').nextElementSibling?.textContent).toBe('1.250.000 ₫');
    expect(screen.getByText('Nội dung').nextElementSibling?.textContent).toBe('HD000042');
  });

  it('draws exactly the QR matrix of the payload, inside a white quiet zone', () => {
    render(<VietQrCode payload={payload} {...account} amount={1_250_000} purpose="HD000042" />);
    const svg = screen.getByRole('img');
    const { modules } = QRCode.create(payload, { errorCorrectionLevel: 'M' });
    const expected = new Set<string>();
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) if (modules.get(row, col)) expected.add(`${row},${col}`);
    }
    expect(drawnModules(svg)).toEqual(expected);
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${modules.size + 8} ${modules.size + 8}`);
  });

  it('names a bank missing from the NAPAS list by its BIN', () => {
    render(
      <VietQrCode payload={payload} {...account} bankBin="999999" amount={1_250_000} purpose="HD000042" />,
    );
    expect(screen.getByText('Ngân hàng').nextElementSibling?.textContent).toBe('999999');
  });
});
