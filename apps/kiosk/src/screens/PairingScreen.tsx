import type { PairedDevice } from '@clinic/api-client/public';
import { PairingForm } from '@clinic/device';
import { Button, useT } from '@clinic/ui';
import { useState } from 'react';
import { saveDevice } from '../device/storage';
import * as styles from '../kiosk.css';
import { Notice } from './Notice';

/**
 * A kiosk without a device token: the shared pairing form, then the clinic and location it was paired to, so
 * staff see it went to the right place before they hand it to patients. The token is stored at once (a reload
 * keeps the pairing).
 */
export function PairingScreen({
  onDone,
  pair,
}: {
  onDone: () => void;
  pair?: (code: string) => Promise<PairedDevice>;
}) {
  const { t } = useT();
  const [paired, setPaired] = useState<PairedDevice>();

  if (paired) {
    const place = [paired.location.name, paired.location.address].filter(Boolean).join(' — ');
    return (
      <Notice
        icon="check"
        tone="success"
        title={t('kiosk.pairing.doneTitle')}
        text={t('kiosk.pairing.doneLead')}
      >
        <div className={styles.heading}>
          <p className={styles.title}>{paired.clinic.name}</p>
          <p className={styles.lead}>{place}</p>
        </div>
        <Button size="xl" className={styles.bigButton} onClick={onDone}>
          {t('kiosk.pairing.start')}
        </Button>
      </Notice>
    );
  }

  return (
    <PairingForm
      title={t('kiosk.pairing.title')}
      lead={t('kiosk.pairing.lead')}
      onPaired={(answer) => {
        saveDevice(answer);
        setPaired(answer);
      }}
      {...(pair ? { pair } : {})}
    />
  );
}
