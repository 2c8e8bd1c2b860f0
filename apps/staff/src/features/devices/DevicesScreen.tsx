import type { DeviceItem, DevicePairing } from '@clinic/api-client';
import { PermissionLevel, ScreenId } from '@clinic/domain';
import { useAbility } from '@clinic/permissions';
import { Button, ConfirmDialog, EmptyState, Table, type TableColumn, toast, useT } from '@clinic/ui';
import { useRef, useState } from 'react';
import { Page } from '../../app/shell/Page';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { LastSeenCell, StatusCell } from './DeviceCells';
import { DeviceForm } from './DeviceForm';
import { DeviceRowActions } from './DeviceRowActions';
import * as styles from './devices.css';
import { kindLabelKey } from './format';
import { PairingDialog, type ShownPairing } from './PairingDialog';
import { type DeviceAction, useDeviceAction, useDevices, useNewPairingCode } from './queries';
import { useNow } from './useNow';

/** 'Online' is a 150-second window: refetch often enough that the column stays true while the screen is open. */
const REFRESH_MS = 30_000;
/** While a code is on screen, look sooner, so 'Ghép nối thành công' shows moments after the device pairs. */
const PAIRING_REFRESH_MS = 5_000;

/** Screen 43: the clinic's kiosks and queue displays, their pairing codes, revocation and deletion. */
export default function DevicesScreen() {
  const { t } = useT();
  const errorText = useApiErrorText();
  const canWrite = useAbility().canScreen(ScreenId.Devices, PermissionLevel.Write);
  const now = useNow(REFRESH_MS);

  const [editing, setEditing] = useState<{ device: DeviceItem | null } | null>(null);
  const [shown, setShown] = useState<ShownPairing | null>(null);
  const [confirming, setConfirming] = useState<DeviceAction | null>(null);
  // The dialog fades out after the row changed: it keeps showing the name it was opened for.
  const lastConfirming = useRef<DeviceAction | null>(null);
  if (confirming) lastConfirming.current = confirming;

  const list = useDevices(shown ? PAIRING_REFRESH_MS : REFRESH_MS);
  const fail = (error: unknown) => toast.error(errorText(error) ?? '');
  const show = (pairing: DevicePairing) => setShown({ pairing, receivedAt: Date.now() });

  const newCode = useNewPairingCode({ onSuccess: show, onError: fail });
  const confirm = useDeviceAction({
    onSuccess: (_, { action, device }) => {
      setConfirming(null);
      toast.success(
        t(action === 'revoke' ? 'devices.revoke.done' : 'devices.delete.done', { name: device.name }),
      );
    },
    onError: fail,
  });

  const columns: TableColumn<DeviceItem>[] = [
    // The kind under the name rather than in a column of its own: the row actions need the width at 1366 px.
    {
      key: 'name',
      header: t('devices.column.name'),
      width: 'md',
      wrap: true,
      cell: (d) => (
        <div className={styles.cellStack}>
          <span>{d.name}</span>
          <span className={styles.sub}>{t(kindLabelKey(d.kind))}</span>
        </div>
      ),
    },
    {
      key: 'locationName',
      header: t('devices.column.location'),
      width: 'sm',
      hideBelow: 'tablet',
      wrap: true,
    },
    // Status and 'last seen' share a cell, again for the width the row actions need.
    {
      key: 'status',
      header: t('devices.column.status'),
      cell: (d) => (
        <div className={styles.cellStack}>
          <StatusCell device={d} now={now} />
          <LastSeenCell device={d} now={now} />
        </div>
      ),
    },
  ];
  if (canWrite)
    columns.push({
      key: 'actions',
      header: t('devices.column.actions'),
      align: 'end',
      cell: (d) => (
        <DeviceRowActions
          device={d}
          busy={newCode.isPending && newCode.variables?.id === d.id}
          onEdit={() => setEditing({ device: d })}
          onNewCode={() => newCode.mutate(d)}
          onRevoke={() => setConfirming({ action: 'revoke', device: d })}
          onDelete={() => setConfirming({ action: 'delete', device: d })}
        />
      ),
    });

  const add = canWrite && <Button onClick={() => setEditing({ device: null })}>{t('devices.add')}</Button>;
  const shownId = shown?.pairing.device.id;
  const asked = lastConfirming.current;
  return (
    <Page wide title={t('screen.devices')} text={t('devices.intro')} actions={add}>
      {!canWrite && <p className={styles.note}>{t('devices.readOnly')}</p>}
      <Table
        caption={t('screen.devices')}
        columns={columns}
        rows={list.data ?? []}
        rowKey="id"
        loading={list.isPending}
        empty={
          list.isError ? (
            <EmptyState size="sm" icon="alert" title={errorText(list.error)} />
          ) : (
            <EmptyState
              title={t('devices.empty.title')}
              description={t(canWrite ? 'devices.empty.text' : 'devices.empty.readOnlyText')}
              action={add}
            />
          )
        }
      />
      {editing && <DeviceForm device={editing.device} onClose={() => setEditing(null)} onCreated={show} />}
      {shown && (
        <PairingDialog
          shown={shown}
          live={list.data?.find((d) => d.id === shownId)}
          canWrite={canWrite}
          renewing={newCode.isPending}
          onRenew={() => newCode.mutate(shown.pairing.device)}
          onClose={() => setShown(null)}
        />
      )}
      <ConfirmDialog
        open={confirming !== null}
        variant="danger"
        title={t(asked?.action === 'revoke' ? 'devices.revoke.title' : 'devices.delete.title', {
          name: asked?.device.name ?? '',
        })}
        message={t(asked?.action === 'revoke' ? 'devices.revoke.text' : 'devices.delete.text')}
        confirmLabel={t(asked?.action === 'revoke' ? 'devices.action.revoke' : 'devices.action.delete')}
        loading={confirm.isPending}
        onConfirm={() => confirming && confirm.mutate(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </Page>
  );
}
