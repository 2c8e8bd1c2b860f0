import { Button, toast, useT } from '@clinic/ui';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import * as styles from './GeneralSettings.css';

/** The clinic's public booking link, its QR code, and a PNG of the code to print for the front desk. */
export function BookingLink({ url, clinicName, slug }: { url: string; clinicName: string; slug: string }) {
  const { t } = useT();
  const [qr, setQr] = useState<string>();
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(url, { width: 1024, margin: 2, errorCorrectionLevel: 'M' }).then(
      (data) => live && setQr(data),
    );
    return () => {
      live = false;
    };
  }, [url]);

  const download = () => {
    if (!qr) return;
    const link = document.createElement('a');
    link.href = qr;
    link.download = `dat-lich-${slug}.png`;
    link.click();
  };
  const copy = async () => {
    await navigator.clipboard.writeText(url);
    toast.success(t('staff.settings.copied'));
  };

  return (
    <div className={styles.booking}>
      <div className={styles.fieldset}>
        <h2 className={styles.sectionTitle}>{t('staff.settings.bookingUrl')}</h2>
        <p className={styles.note}>{t('staff.settings.bookingUrlHint')}</p>
        <div className={styles.urlRow}>
          <code className={styles.url}>{url}</code>
          <Button variant="secondary" size="sm" onClick={copy}>
            {t('staff.settings.copy')}
          </Button>
        </div>
      </div>
      <div className={styles.qr}>
        {qr && (
          <img className={styles.qrImage} src={qr} alt={t('staff.settings.qrAlt', { clinic: clinicName })} />
        )}
        <Button variant="secondary" size="sm" onClick={download} disabled={!qr}>
          {t('staff.settings.downloadQr')}
        </Button>
      </div>
    </div>
  );
}
