import { Badge, Icon, useT } from '@clinic/ui';
import * as styles from './records.css';

/** The name of a form or a property, with the 'Mặc định' badge of a built-in one. */
export function FixedName({ name, fixed }: { name: string; fixed: boolean }) {
  const { t } = useT();
  return (
    <span className={styles.nameCell}>
      {name}
      {fixed && (
        <Badge tone="info">
          <Icon name="lock" size="sm" /> {t('records.fixed.badge')}
        </Badge>
      )}
    </span>
  );
}
