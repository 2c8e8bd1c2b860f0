import type { KioskAppointmentKey } from '@clinic/api-client/public';
import { formatAppointmentCode } from '@clinic/domain';
import { Button, useT } from '@clinic/ui';
import * as touch from '@clinic/ui/touch';
import { type FormEvent, useState } from 'react';
import * as styles from '../kiosk.css';

/** The booking code and the phone it was booked with, for a patient without the QR code at hand. */
export function TypeStep({
  busy,
  onFind,
  onBack,
}: {
  busy: boolean;
  onFind: (key: KioskAppointmentKey) => void;
  onBack: () => void;
}) {
  const { t } = useT();
  const [code, setCode] = useState('');
  const [phone, setPhone] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const key = { code: code.trim().toUpperCase(), phone: phone.replace(/[^\d+]/g, '') };
    if (!key.code || !key.phone) return setMissing(true);
    onFind(key);
  };

  return (
    <section className={styles.panel} aria-labelledby="type-title">
      <h1 id="type-title" className={styles.title}>
        {t('kiosk.type.title')}
      </h1>
      <form className={touch.form} onSubmit={submit} noValidate>
        <label className={touch.field}>
          <span className={touch.fieldLabel}>{t('kiosk.type.code')}</span>
          <input
            className={touch.input}
            value={code}
            onChange={(e) => setCode(e.target.value.toUpperCase())}
            placeholder={t('kiosk.type.codeHint', { example: formatAppointmentCode(12) })}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={missing && !code.trim()}
            // biome-ignore lint/a11y/noAutofocus: the patient chose to type: the keyboard opens at once.
            autoFocus
          />
        </label>
        <label className={touch.field}>
          <span className={touch.fieldLabel}>{t('kiosk.type.phone')}</span>
          <input
            className={touch.input}
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            type="tel"
            inputMode="numeric"
            autoComplete="off"
            aria-invalid={missing && !phone.trim()}
          />
        </label>
        {missing && (
          <p className={touch.error} role="alert">
            {t('kiosk.type.required')}
          </p>
        )}
        <div className={styles.actions}>
          <Button size="xl" variant="secondary" className={styles.bigButton} onClick={onBack}>
            {t('kiosk.back')}
          </Button>
          <Button size="xl" type="submit" className={styles.bigButton} loading={busy}>
            {t('kiosk.type.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
