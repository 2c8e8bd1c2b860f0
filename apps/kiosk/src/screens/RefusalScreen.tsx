import type { KioskAppointment } from '@clinic/api-client/public';
import type { Translate } from '@clinic/i18n';
import { Button, type IconName, useT } from '@clinic/ui';
import { formatDay } from '../flow/format';
import type { RefusalKind } from '../flow/steps';
import * as styles from '../kiosk.css';
import { Notice, type NoticeTone } from './Notice';

const look: Record<RefusalKind, { icon: IconName; tone: NoticeTone }> = {
  tooEarly: { icon: 'clock', tone: 'info' },
  tooLate: { icon: 'alert', tone: 'warning' },
  cancelled: { icon: 'close', tone: 'danger' },
  notToday: { icon: 'calendar', tone: 'warning' },
  otherLocation: { icon: 'home', tone: 'warning' },
  alreadyCheckedIn: { icon: 'check', tone: 'success' },
  seeReception: { icon: 'user', tone: 'info' },
  notFound: { icon: 'search', tone: 'danger' },
  error: { icon: 'alert', tone: 'danger' },
};

export interface RefusalScreenProps {
  kind: RefusalKind;
  appointment?: KioskAppointment | undefined;
  busy?: boolean;
  onHome: () => void;
  /** alreadyCheckedIn: print the same ticket again. */
  onReprint?: () => void;
  /** notFound: type the code again. */
  onRetry?: () => void;
}

/** Why the kiosk cannot check this patient in, in one sentence they understand, and what to do next. */
export function RefusalScreen({
  kind,
  appointment,
  busy = false,
  onHome,
  onReprint,
  onRetry,
}: RefusalScreenProps) {
  const { t } = useT();
  const { icon, tone } = look[kind];
  return (
    <Notice
      icon={icon}
      tone={tone}
      title={t(`kiosk.refusal.${kind}.title`)}
      text={sentence(kind, appointment, t)}
    >
      {kind === 'alreadyCheckedIn' && appointment?.ticket && (
        <p className={styles.orderNumber}>{appointment.ticket.orderNumber}</p>
      )}
      <div className={styles.actions}>
        <Button
          size="xl"
          variant={kind === 'alreadyCheckedIn' || kind === 'notFound' ? 'secondary' : 'primary'}
          className={styles.bigButton}
          onClick={onHome}
        >
          {t('kiosk.home')}
        </Button>
        {kind === 'alreadyCheckedIn' && onReprint && (
          <Button size="xl" className={styles.bigButton} loading={busy} onClick={onReprint}>
            {t('kiosk.refusal.alreadyCheckedIn.reprint')}
          </Button>
        )}
        {kind === 'notFound' && onRetry && (
          <Button size="xl" className={styles.bigButton} onClick={onRetry}>
            {t('kiosk.refusal.notFound.retry')}
          </Button>
        )}
      </div>
    </Notice>
  );
}

function sentence(kind: RefusalKind, appointment: KioskAppointment | undefined, t: Translate): string {
  switch (kind) {
    case 'tooEarly':
      return t('kiosk.refusal.tooEarly.text', { time: appointment?.comeBackAt ?? appointment?.time ?? '' });
    case 'notToday':
      return t('kiosk.refusal.notToday.text', { date: appointment ? formatDay(appointment.date) : '' });
    case 'otherLocation': {
      const place = appointment?.otherLocation;
      if (!place?.address) return t('kiosk.refusal.otherLocation.textNoAddress', { name: place?.name ?? '' });
      return t('kiosk.refusal.otherLocation.text', { name: place.name, address: place.address });
    }
    case 'alreadyCheckedIn':
      return t('kiosk.refusal.alreadyCheckedIn.text', { number: appointment?.ticket?.orderNumber ?? '' });
    default:
      return t(`kiosk.refusal.${kind}.text`);
  }
}
