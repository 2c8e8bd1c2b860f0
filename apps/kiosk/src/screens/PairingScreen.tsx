import { ApiError, type PairedDevice, pairDevice } from '@clinic/api-client/public';
import { PAIRING_CODE_LENGTH } from '@clinic/domain';
import { i18n } from '@clinic/i18n';
import { Button, useT } from '@clinic/ui';
import { type FormEvent, useState } from 'react';
import { saveDevice } from '../device/storage';
import * as styles from '../kiosk.css';
import { Notice } from './Notice';
import * as s from './screens.css';

type Problem = 'invalid' | 'tooMany' | 'offline';

function problemOf(error: unknown): Problem {
  if (!(error instanceof ApiError) || error.status === 0) return 'offline';
  return error.status === 429 ? 'tooMany' : 'invalid';
}

/**
 * A kiosk without a device token: staff type the 6-digit code the Devices screen shows. The token is stored
 * at once (a reload keeps the pairing); the clinic and location are shown so staff see it went to the right place.
 */
export function PairingScreen({
  onDone,
  pair = (code) => pairDevice(code, { getLanguage: () => i18n.getLanguage() }),
}: {
  onDone: () => void;
  pair?: (code: string) => Promise<PairedDevice>;
}) {
  const { t } = useT();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem>();
  const [paired, setPaired] = useState<PairedDevice>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== PAIRING_CODE_LENGTH || busy) return;
    setBusy(true);
    setProblem(undefined);
    pair(code).then(
      (answer) => {
        saveDevice(answer);
        setPaired(answer);
      },
      (error: unknown) => {
        setProblem(problemOf(error));
        setBusy(false);
      },
    );
  };

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
    <section className={styles.panel} aria-labelledby="pairing-title">
      <div className={styles.heading}>
        <h1 id="pairing-title" className={styles.title}>
          {t('kiosk.pairing.title')}
        </h1>
        <p className={styles.lead}>{t('kiosk.pairing.lead')}</p>
      </div>
      <form className={s.form} onSubmit={submit} noValidate>
        <label className={s.field}>
          <span className={s.fieldLabel}>{t('kiosk.pairing.codeLabel')}</span>
          <input
            className={s.codeInput}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, PAIRING_CODE_LENGTH))}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={PAIRING_CODE_LENGTH}
            aria-invalid={problem === 'invalid'}
            // biome-ignore lint/a11y/noAutofocus: pairing is the only thing this screen does.
            autoFocus
          />
        </label>
        {problem && (
          <p className={s.error} role="alert">
            {t(`kiosk.pairing.${problem}`)}
          </p>
        )}
        <Button
          size="xl"
          type="submit"
          fullWidth
          className={styles.bigButton}
          loading={busy}
          disabled={code.length !== PAIRING_CODE_LENGTH}
        >
          {t('kiosk.pairing.submit')}
        </Button>
      </form>
    </section>
  );
}
