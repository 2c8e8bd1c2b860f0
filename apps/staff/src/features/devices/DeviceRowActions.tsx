import type { DeviceItem } from '@clinic/api-client';
import { Button, useT } from '@clinic/ui';
import * as styles from './devices.css';

/** Sửa, Mã mới (a new pairing code), Thu hồi (not for a revoked device) and Xóa of one row. */
export function DeviceRowActions({
  device,
  busy,
  onEdit,
  onNewCode,
  onRevoke,
  onDelete,
}: {
  device: DeviceItem;
  /** A new code is on its way for this row. */
  busy: boolean;
  onEdit: () => void;
  onNewCode: () => void;
  onRevoke: () => void;
  onDelete: () => void;
}) {
  const { t } = useT();
  // The visible label is short; screen readers hear which device the button acts on.
  const named = (label: string) => ({ 'aria-label': `${label} ${device.name}` });
  return (
    <div className={styles.rowActions}>
      <Button size="sm" variant="secondary" onClick={onEdit} {...named(t('devices.action.edit'))}>
        {t('devices.action.edit')}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        loading={busy}
        onClick={onNewCode}
        {...named(t('devices.action.newCode'))}
      >
        {t('devices.action.newCode')}
      </Button>
      {device.status !== 'revoked' && (
        <Button size="sm" variant="secondary" onClick={onRevoke} {...named(t('devices.action.revoke'))}>
          {t('devices.action.revoke')}
        </Button>
      )}
      <Button size="sm" variant="danger" onClick={onDelete} {...named(t('devices.action.delete'))}>
        {t('devices.action.delete')}
      </Button>
    </div>
  );
}
