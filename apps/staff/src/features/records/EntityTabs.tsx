import type { FormOwnerKind } from '@clinic/domain';
import { Tabs, useT } from '@clinic/ui';
import { entityLabelKey, entityTypes } from './labels';
import * as styles from './records.css';

/** Hồ sơ bệnh nhân / Phiếu tiếp nhận / Phiếu kết quả: the record type a list shows. */
export function EntityTabs({
  value,
  onChange,
}: {
  value: FormOwnerKind;
  onChange: (entity: FormOwnerKind) => void;
}) {
  const { t } = useT();
  return (
    <Tabs
      className={styles.tabs}
      aria-label={t('records.entity.tabs')}
      value={String(value)}
      onChange={(id) => onChange(Number(id) as FormOwnerKind)}
      items={entityTypes.map((entity) => ({ id: String(entity), label: t(entityLabelKey(entity)) }))}
    />
  );
}
