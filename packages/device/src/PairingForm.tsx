import { ApiError, type PairedDevice, pairDevice } from '@clinic/api-client/public';
import { PAIRING_CODE_LENGTH } from '@clinic/domain';
import { i18n } from '@clinic/i18n';
import { Button, useT } from '@clinic/ui';
import * as touch from '@clinic/ui/touch';
import { type FormEvent, type ReactNode, useId, useState } from 'react';

type Problem = 'invalid' | 'tooMany' | 'offline';

function problemOf(error: unknown): Problem {
  if (!(error instanceof ApiError) || error.status === 0) return 'offline';
  return error.status === 429 ? 'tooMany' : 'invalid';
}

export interface PairingFormProps {
  /** What is being paired ('Pair the kiosk'), as the app words it. */
  title: string;
  lead: string;
  /** The server accepted the code: the app stores the token and moves on. */
  onPaired: (device: PairedDevice) => void;
  /** Tests pass their own; the app pairs through the API in the language on screen. */
  pair?: (code: string) => Promise<PairedDevice>;
  /** Above the title (the display's logo). */
  header?: ReactNode;
  /** Below the form (the display's language switch). */
  children?: ReactNode;
  className?: string;
}

/**
 * A device without a token: staff type the 6-digit code the Devices screen shows. A wrong or expired code, too
 * many tries and no network each get their own sentence; the field takes digits only.
 */
export function PairingForm({
  title,
  lead,
  onPaired,
  pair = (code) => pairDevice(code, { getLanguage: () => i18n.getLanguage() }),
  header,
  children,
  className,
}: PairingFormProps) {
  const { t } = useT();
  const titleId = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== PAIRING_CODE_LENGTH || busy) return;
    setBusy(true);
    setProblem(undefined);
    pair(code).then(onPaired, (error: unknown) => {
      setProblem(problemOf(error));
      setBusy(false);
    });
  };

  return (
    <section className={className ? `${touch.panel} ${className}` : touch.panel} aria-labelledby={titleId}>
      {header}
      <div className={touch.heading}>
        <h1 id={titleId} className={touch.title}>
          {title}
        </h1>
        <p className={touch.lead}>{lead}</p>
      </div>
      <form className={touch.form} onSubmit={submit} noValidate>
        <label className={touch.field}>
          <span className={touch.fieldLabel}>{t('device.pairing.codeLabel')}</span>
          <input
            className={touch.codeInput}
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
          <p className={touch.error} role="alert">
            {t(`device.pairing.${problem}`)}
          </p>
        )}
        <Button
          size="xl"
          type="submit"
          fullWidth
          className={touch.button}
          loading={busy}
          disabled={code.length !== PAIRING_CODE_LENGTH}
        >
          {t('device.pairing.submit')}
        </Button>
      </form>
      {children}
    </section>
  );
}
