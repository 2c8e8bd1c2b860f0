import { Button, Spinner, useT } from '@clinic/ui';
import { useEffect, useRef, useState } from 'react';
import * as styles from '../kiosk.css';
import { Notice } from '../screens/Notice';
import { bookingTokenOf, type CameraProblem, cameraProblem } from './camera';
import * as s from './scan.css';

const SCANNER_ID = 'qr-scanner';

/**
 * The camera, rear one preferred, reading the QR code of the booking confirmation. html5-qrcode (≈100 KB) is
 * imported here only, so it never weighs on the kiosk's first download.
 */
export default function ScanStep({
  onToken,
  onType,
  onBack,
}: {
  onToken: (bookingToken: string) => void;
  onType: () => void;
  onBack: () => void;
}) {
  const { t } = useT();
  const [problem, setProblem] = useState<CameraProblem>();
  const [starting, setStarting] = useState(true);
  const found = useRef(onToken);
  found.current = onToken;

  useEffect(() => {
    let stopped = false;
    let stop: (() => Promise<void>) | undefined;
    const fail = (error: unknown) => !stopped && setProblem(cameraProblem(error));
    if (!navigator.mediaDevices?.getUserMedia) {
      setProblem('noCamera');
      return;
    }
    import('html5-qrcode')
      .then(async ({ Html5Qrcode, Html5QrcodeSupportedFormats }) => {
        if (stopped) return;
        const scanner = new Html5Qrcode(SCANNER_ID, {
          verbose: false,
          formatsToSupport: [Html5QrcodeSupportedFormats.QR_CODE],
        });
        let done = false;
        await scanner.start(
          { facingMode: 'environment' },
          { fps: 10, qrbox: (w, h) => ({ width: Math.min(w, h) * 0.7, height: Math.min(w, h) * 0.7 }) },
          (text) => {
            const token = bookingTokenOf(text);
            if (!token || done) return;
            done = true;
            found.current(token);
          },
          () => undefined, // no code in this frame: keep looking
        );
        stop = () => scanner.stop().then(() => scanner.clear());
        if (stopped) await stop();
        else setStarting(false);
      })
      .catch(fail);
    return () => {
      stopped = true;
      stop?.().catch(() => undefined);
    };
  }, []);

  if (problem) {
    return (
      <Notice icon="video" tone="warning" title={t(`kiosk.scan.${problem}`)} text={t('kiosk.scan.typeLead')}>
        <div className={styles.actions}>
          <Button size="xl" variant="secondary" className={styles.bigButton} onClick={onBack}>
            {t('kiosk.back')}
          </Button>
          <Button size="xl" className={styles.bigButton} onClick={onType}>
            {t('kiosk.scan.typeInstead')}
          </Button>
        </div>
      </Notice>
    );
  }

  return (
    <section className={styles.panel} aria-labelledby="scan-title">
      <div className={styles.heading}>
        <h1 id="scan-title" className={styles.title}>
          {t('kiosk.scan.title')}
        </h1>
        <p className={styles.lead}>{t('kiosk.scan.lead')}</p>
      </div>
      <div className={s.viewport}>
        <div id={SCANNER_ID} className={s.scanner} data-testid="qr-scanner" />
        {starting && (
          <div className={s.status}>
            <Spinner label={t('kiosk.scan.starting')} />
          </div>
        )}
      </div>
      <div className={styles.actions}>
        <Button size="xl" variant="secondary" className={styles.bigButton} onClick={onBack}>
          {t('kiosk.back')}
        </Button>
        <Button size="xl" variant="secondary" className={styles.bigButton} onClick={onType}>
          {t('kiosk.scan.typeInstead')}
        </Button>
      </div>
    </section>
  );
}
