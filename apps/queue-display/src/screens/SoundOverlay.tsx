import { Icon, useT } from '@clinic/ui';
import * as styles from '../display.css';

/** Browsers keep a page silent until it is touched: one tap after pairing, remembered afterwards. */
export function SoundOverlay({ onEnable }: { onEnable: () => void }) {
  const { t } = useT();
  return (
    <button type="button" className={styles.overlay} onClick={onEnable}>
      <span className={styles.overlayPanel}>
        <Icon name="bell" size="xl" />
        <span className={styles.overlayTitle}>{t('display.sound.enable')}</span>
        <span className={styles.overlayHint}>{t('display.sound.hint')}</span>
      </span>
    </button>
  );
}
