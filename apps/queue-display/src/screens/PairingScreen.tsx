import { ApiError, type PairedDevice, pairDevice } from '@clinic/api-client/public';
import { PAIRING_CODE_LENGTH } from '@clinic/domain';
import { i18n } from '@clinic/i18n';
import { Button, LanguageSwitch, Logo, useT } from '@clinic/ui';
import { type FormEvent, useState } from 'react';
import { saveDevice } from '../device/storage';
import * as styles from '../display.css';

type Problem = 'invalid' | 'tooMany' | 'offline';

function problemOf(error: unknown): Problem {
  if (!(error instanceof ApiError) || error.status === 0) return 'offline';
  return error.status === 429 ? 'tooMany' : 'invalid';
}

/**
 * A display without a device token: staff type the 6-digit code the Devices screen shows. The token is stored
 * at once (a reload keeps the pairing) and the board follows; its first tap enables sound.
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== PAIRING_CODE_LENGTH || busy) return;
    setBusy(true);
    setProblem(undefined);
    pair(code).then(
      (answer) => {
        saveDevice(answer);
        onDone();
      },
      (error: unknown) => {
        setProblem(problemOf(error));
        setBusy(false);
      },
    );
  };

  return (
    <main className={styles.pairingPage}>
      <section className={styles.pairingPanel} aria-labelledby="pairing-title">
        <Logo size="xl" />
        <h1 id="pairing-title" className={styles.pairingTitle}>
          {t('display.pairing.title')}
        </h1>
        <p className={styles.pairingLead}>{t('display.pairing.lead')}</p>
        <form className={styles.pairingForm} onSubmit={submit} noValidate>
          <label className={styles.field}>
            <span className={styles.fieldLabel}>{t('display.pairing.codeLabel')}</span>
            <input
              className={styles.codeInput}
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
            <p className={styles.error} role="alert">
              {t(`display.pairing.${problem}`)}
            </p>
          )}
          <Button
            size="xl"
            type="submit"
            fullWidth
            loading={busy}
            disabled={code.length !== PAIRING_CODE_LENGTH}
          >
            {t('display.pairing.submit')}
          </Button>
        </form>
        <LanguageSwitch size="lg" />
      </section>
    </main>
  );
}
