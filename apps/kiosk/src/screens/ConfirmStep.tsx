import type { KioskAppointment } from '@clinic/api-client/public';
import { Button, useT } from '@clinic/ui';
import * as styles from '../kiosk.css';

/** The appointment found, by initials only (others may read the screen), and the one button to check in. */
export function ConfirmStep({
  appointment,
  busy,
  onConfirm,
  onBack,
}: {
  appointment: KioskAppointment;
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const { t } = useT();
  return (
    <section className={styles.panel} aria-labelledby="confirm-title">
      <h1 id="confirm-title" className={styles.title}>
        {t('kiosk.confirm.title')}
      </h1>
      <dl className={styles.facts}>
        <Fact label={t('kiosk.confirm.patient')} value={appointment.patientInitials} />
        <Fact label={t('kiosk.confirm.doctor')} value={appointment.doctorName} />
        <Fact label={t('kiosk.confirm.room')} value={appointment.room} />
        <Fact label={t('kiosk.confirm.time')} value={appointment.time} />
      </dl>
      <div className={styles.actions}>
        <Button size="xl" variant="secondary" className={styles.bigButton} onClick={onBack}>
          {t('kiosk.back')}
        </Button>
        <Button size="xl" className={styles.bigButton} loading={busy} onClick={onConfirm}>
          {t('kiosk.confirm.submit')}
        </Button>
      </div>
    </section>
  );
}

export function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={styles.factValue}>{value}</dd>
    </div>
  );
}
