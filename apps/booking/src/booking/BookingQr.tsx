import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import * as styles from './booking.css';

/**
 * The booking token as a QR code for the kiosk's scanner. Loaded with the result, not with the page: the QR
 * library is not part of the first download.
 */
export default function BookingQr({ token, label }: { token: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(token, { width: 480, margin: 2, errorCorrectionLevel: 'M' }).then(
      (url) => live && setSrc(url),
      () => live && setSrc(null),
    );
    return () => {
      live = false;
    };
  }, [token]);
  return src ? <img className={styles.qr} src={src} alt={label} data-booking-token={token} /> : null;
}
