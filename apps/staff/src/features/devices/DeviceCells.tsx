import type { DeviceItem, DeviceStatus } from '@clinic/api-client';
import { Badge, type Tone, useT } from '@clinic/ui';
import { formatClinicDateTime, useClinicTimeZone } from '../../app/clinicTime';
import * as styles from './devices.css';
import { currentStatus, lastSeenText } from './format';

const tone: Record<DeviceStatus, Tone> = {
  pairing: 'info',
  expired: 'warning',
  paired: 'success',
  revoked: 'secondary',
};

/** The status badge; a waiting code also says until when it works (clinic time). */
export function StatusCell({ device, now }: { device: DeviceItem; now: number }) {
  const { t } = useT();
  const timeZone = useClinicTimeZone();
  const status = currentStatus(device, now);
  return (
    <div className={styles.cellStack}>
      <Badge tone={tone[status]}>{t(`devices.status.${status}`)}</Badge>
      {status === 'pairing' && device.pairingExpiresAt && (
        <span className={styles.sub}>
          {t('devices.status.pairingUntil', {
            time: formatClinicDateTime(device.pairingExpiresAt, timeZone).slice(0, 5),
          })}
        </span>
      )}
    </div>
  );
}

/** 'Đang trực tuyến', 'x phút trước', or the date of an older contact; never a bare dash. */
export function LastSeenCell({ device, now }: { device: DeviceItem; now: number }) {
  const { t } = useT();
  const timeZone = useClinicTimeZone();
  const text = lastSeenText(device, now);
  if (device.online)
    return (
      <Badge tone="success" dot>
        {t('devices.lastSeen.online')}
      </Badge>
    );
  if (text) return <span className={styles.sub}>{t(text.key, text.params)}</span>;
  return <span className={styles.sub}>{formatClinicDateTime(device.lastSeenAt ?? '', timeZone)}</span>;
}
