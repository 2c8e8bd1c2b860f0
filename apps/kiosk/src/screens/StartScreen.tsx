import { useT } from '@clinic/ui';
import * as styles from '../kiosk.css';
import { KeypadGlyph, QrGlyph } from './glyphs';
import * as s from './screens.css';

/** Two big choices: scan the booking's QR code, or type its code and phone. */
export function StartScreen({ onScan, onType }: { onScan: () => void; onType: () => void }) {
  const { t } = useT();
  return (
    <section className={styles.panel} aria-labelledby="start-title">
      <div className={styles.heading}>
        <h1 id="start-title" className={styles.title}>
          {t('kiosk.start.welcome')}
        </h1>
        <p className={styles.lead}>{t('kiosk.start.lead')}</p>
      </div>
      <div className={s.choices}>
        <button type="button" className={`${s.choice} ${s.choicePrimary}`} onClick={onScan}>
          <QrGlyph className={s.choiceIcon} />
          <span className={s.choiceLabel}>{t('kiosk.start.scan')}</span>
          <span className={s.choiceHint}>{t('kiosk.start.scanHint')}</span>
        </button>
        <button type="button" className={s.choice} onClick={onType}>
          <KeypadGlyph className={s.choiceIcon} />
          <span className={s.choiceLabel}>{t('kiosk.start.type')}</span>
          <span className={s.choiceHint}>{t('kiosk.start.typeHint')}</span>
        </button>
      </div>
      <p className={styles.muted}>{t('kiosk.start.help')}</p>
    </section>
  );
}
