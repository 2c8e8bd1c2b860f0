import type { DeviceItem, DevicePairing } from '@clinic/api-client';
import { DeviceKind } from '@clinic/domain';
import { Button, Modal, useT } from '@clinic/ui';
import { appUrl } from '../../app/appUrl';
import * as styles from './devices.css';
import { deviceAppPath, formatCountdown, groupCode, kindLabelKey, pairingDeadline } from './format';
import { useNow } from './useNow';

export interface ShownPairing {
  pairing: DevicePairing;
  /** When the code arrived, on this browser's clock (see pairingDeadline). */
  receivedAt: number;
}

export interface PairingDialogProps {
  shown: ShownPairing;
  /** The same device as the live list now has it: tells when the device has paired. */
  live: DeviceItem | undefined;
  /** Only staff with Write may ask for a new code. */
  canWrite: boolean;
  renewing: boolean;
  onRenew: () => void;
  onClose: () => void;
}

/**
 * The code to type on the device, in very large digits, with where to type it and a live countdown. An expired
 * code offers a new one; a device that paired meanwhile (the list refreshes while this is open) says so.
 */
export function PairingDialog({ shown, live, canWrite, renewing, onRenew, onClose }: PairingDialogProps) {
  const { t } = useT();
  const now = useNow(1000);
  const { device, pairingCode, pairingExpiresAt } = shown.pairing;
  const left = pairingDeadline(pairingExpiresAt, shown.receivedAt) - now;
  const expired = left <= 0;
  // Paired with this code: the device holds a token it did not hold (or held from an older pairing) before.
  const paired = live?.status === 'paired' && live.pairedAt !== null && live.pairedAt !== device.pairedAt;
  const address = appUrl(deviceAppPath(device.kind));
  const onKind = t(
    device.kind === DeviceKind.Display ? 'devices.pairing.onDisplay' : 'devices.pairing.onKiosk',
  );
  return (
    <Modal
      open
      size="md"
      title={t('devices.pairing.title', { name: live?.name ?? device.name })}
      onClose={onClose}
      footer={
        <>
          {expired && !paired && canWrite && (
            <Button variant="secondary" loading={renewing} onClick={onRenew}>
              {t('devices.pairing.newCode')}
            </Button>
          )}
          <Button onClick={onClose}>{t('devices.pairing.done')}</Button>
        </>
      }
    >
      <div className={styles.pairing}>
        {paired ? (
          <p className={styles.success} role="status">
            {t('devices.pairing.paired', { name: live.name })}
          </p>
        ) : (
          <>
            <p className={styles.step}>{t('devices.pairing.open', { kind: onKind })}</p>
            <code className={styles.url}>{address}</code>
            <p className={styles.step}>{t('devices.pairing.enter')}</p>
            {/* role img: read as one label, digit by digit ('1 2 3 4 5 6'), not as the number 123 456. */}
            <p
              role="img"
              className={expired ? styles.codeExpired : styles.code}
              aria-label={t('devices.pairing.code', { digits: pairingCode.split('').join(' ') })}
            >
              {groupCode(pairingCode)}
            </p>
            {expired ? (
              <p className={styles.expired} role="alert">
                {t('devices.pairing.expired')}
              </p>
            ) : (
              <p className={styles.countdown} aria-live="off">
                {t('devices.pairing.expiresIn', { time: formatCountdown(left) })}
              </p>
            )}
            <p className={styles.small}>
              {t(kindLabelKey(device.kind))} · {device.locationName} · {t('devices.pairing.oneUse')}
            </p>
          </>
        )}
      </div>
    </Modal>
  );
}
