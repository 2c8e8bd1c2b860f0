import { PairingForm } from '@clinic/device';
import { LanguageSwitch, Logo, useT } from '@clinic/ui';
import { saveDevice } from '../device/storage';
import * as styles from '../display.css';

/**
 * A display without a device token: the shared pairing form on a card in the middle of the TV. The token is
 * stored at once (a reload keeps the pairing) and the board follows; its first tap enables sound.
 */
export function PairingScreen({ onDone }: { onDone: () => void }) {
  const { t } = useT();
  return (
    <main className={styles.pairingPage}>
      <PairingForm
        className={styles.pairingPanel}
        title={t('display.pairing.title')}
        lead={t('display.pairing.lead')}
        header={<Logo size="xl" />}
        onPaired={(answer) => {
          saveDevice(answer);
          onDone();
        }}
      >
        <LanguageSwitch size="lg" />
      </PairingForm>
    </main>
  );
}
