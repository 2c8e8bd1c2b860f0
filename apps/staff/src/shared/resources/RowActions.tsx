import { Button, useT } from '@clinic/ui';
import * as styles from './resources.css';
import type { NamedRow } from './types';

/** Sửa, Bật/Tắt and Xóa of one row. */
export function RowActions({
  item,
  busy,
  onEdit,
  onToggle,
  onDelete,
}: {
  item: NamedRow;
  busy: boolean;
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
}) {
  const { t } = useT();
  return (
    <div className={styles.rowActions}>
      <Button
        size="sm"
        variant="secondary"
        onClick={onEdit}
        aria-label={`${t('resources.list.edit')} ${item.name}`}
      >
        {t('resources.list.edit')}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        onClick={onToggle}
        disabled={busy}
        aria-label={`${t(item.enabled ? 'resources.list.disable' : 'resources.list.enable')} ${item.name}`}
      >
        {t(item.enabled ? 'resources.list.disable' : 'resources.list.enable')}
      </Button>
      <Button
        size="sm"
        variant="danger"
        onClick={onDelete}
        aria-label={`${t('resources.list.delete')} ${item.name}`}
      >
        {t('resources.list.delete')}
      </Button>
    </div>
  );
}

/** Sửa (Xem to a reader, or for a row that cannot change) and Xóa of one row. */
export function EditDeleteActions({
  name,
  editable,
  deletable,
  onOpen,
  onDelete,
}: {
  name: string;
  editable: boolean;
  deletable: boolean;
  onOpen: () => void;
  onDelete: () => void;
}) {
  const { t } = useT();
  const open = t(editable ? 'resources.list.edit' : 'records.properties.view');
  return (
    <div className={styles.rowActions}>
      <Button size="sm" variant="secondary" aria-label={`${open} ${name}`} onClick={onOpen}>
        {open}
      </Button>
      {deletable && (
        <Button
          size="sm"
          variant="danger"
          aria-label={`${t('resources.list.delete')} ${name}`}
          onClick={onDelete}
        >
          {t('resources.list.delete')}
        </Button>
      )}
    </div>
  );
}
