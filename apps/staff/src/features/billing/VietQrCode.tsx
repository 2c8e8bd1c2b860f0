import { bankByBin } from '@clinic/domain';
import { formatVnd } from '@clinic/i18n';
import { useT } from '@clinic/ui';
import QRCode from 'qrcode';
import { useMemo } from 'react';
import * as styles from './VietQrCode.css';

export interface VietQrCodeProps {
  /** The VietQR payload the API answers for the invoice (vietQrPayload in @clinic/domain). */
  payload: string;
  bankBin: string;
  accountNumber: string;
  accountName: string;
  amount: number;
  /** The transfer content written in the payload (the invoice code). */
  purpose: string;
}

/** Modules of white border around the code, as the QR standard asks for. */
const quietZone = 4;

/**
 * The QR code of a bank transfer, with what it carries written beneath so the patient can check it (or type it)
 * in the banking app. Drawn as SVG from qrcode's matrix: sharp at any size and on paper, and drawn at once.
 */
export function VietQrCode({
  payload,
  bankBin,
  accountNumber,
  accountName,
  amount,
  purpose,
}: VietQrCodeProps) {
  const { t } = useT();
  const { size, path } = useMemo(() => qrPath(payload), [payload]);
  const bank = bankByBin(bankBin)?.shortName ?? bankBin;
  const side = size + quietZone * 2;

  return (
    <figure className={styles.card}>
      <h3 className={styles.title}>{t('billing.vietQr.title')}</h3>
      <svg
        className={styles.code}
        viewBox={`0 0 ${side} ${side}`}
        role="img"
        aria-label={t('billing.vietQr.alt', { amount: formatVnd(amount), bank, accountNumber })}
        data-payload={payload}
      >
        <rect width={side} height={side} fill="#ffffff" />
        <path d={path} fill="#000000" />
      </svg>
      <dl className={styles.details}>
        <dt className={styles.term}>{t('billing.vietQr.bank')}</dt>
        <dd className={styles.value}>{bank}</dd>
        <dt className={styles.term}>{t('billing.vietQr.accountNumber')}</dt>
        <dd className={styles.mono}>{accountNumber}</dd>
        <dt className={styles.term}>{t('billing.vietQr.accountName')}</dt>
        <dd className={styles.value}>{accountName}</dd>
        <dt className={styles.term}>{t('billing.vietQr.amount')}</dt>
        <dd className={styles.amount}>{formatVnd(amount)}</dd>
        <dt className={styles.term}>{t('billing.vietQr.purpose')}</dt>
        <dd className={styles.mono}>{purpose}</dd>
      </dl>
      <figcaption className={styles.hint}>{t('billing.vietQr.hint')}</figcaption>
    </figure>
  );
}

/** One unit square per dark module, offset by the quiet zone; level M as the booking link's code. */
function qrPath(payload: string): { size: number; path: string } {
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) path += `M${col + quietZone} ${row + quietZone}h1v1h-1z`;
    }
  }
  return { size: modules.size, path };
}
