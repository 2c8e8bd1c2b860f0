import type { RoleScreenPermission } from '@clinic/api-client';
import type { AppointmentFeature, PermissionLevel } from '@clinic/domain';
import { Button, RadioGroup, Switch, useT } from '@clinic/ui';
import { useId } from 'react';
import * as styles from './people.css';
import {
  features,
  levelLabelKey,
  levelOf,
  levels,
  type ScreenGroup,
  screenGroups,
  withFeature,
  withLevel,
} from './permissions';

export interface PermissionMatrixProps {
  permissions: readonly RoleScreenPermission[];
  onPermissionsChange: (next: RoleScreenPermission[]) => void;
  featureIds: readonly AppointmentFeature[];
  onFeatureIdsChange: (next: AppointmentFeature[]) => void;
  disabled?: boolean;
}

/**
 * A role's permissions (screen 7): Không / Xem / Sửa for every screen, grouped by sidebar tab with a control
 * setting the whole tab at once, and the appointment features 101–106 as switches.
 */
export function PermissionMatrix(props: PermissionMatrixProps) {
  const { t } = useT();
  const { featureIds, onFeatureIdsChange, disabled = false } = props;
  return (
    <div className={styles.matrix}>
      <h3 className={styles.groupTitle}>{t('people.roles.permissions')}</h3>
      {screenGroups.map((group) => (
        <TabBlock key={group.key} group={group} {...props} disabled={disabled} />
      ))}
      <fieldset className={styles.group} aria-label={t('people.roles.features')}>
        <div className={styles.groupHead}>
          <h4 className={styles.groupTitle}>{t('people.roles.features')}</h4>
        </div>
        <div className={`${styles.row} ${styles.switches}`}>
          {features.map((feature) => (
            <Switch
              key={feature.id}
              label={t(feature.labelKey)}
              checked={featureIds.includes(feature.id)}
              disabled={disabled}
              onChange={(event) =>
                onFeatureIdsChange(withFeature(featureIds, feature.id, event.target.checked))
              }
            />
          ))}
        </div>
      </fieldset>
    </div>
  );
}

function TabBlock({
  group,
  permissions,
  onPermissionsChange,
  disabled,
}: PermissionMatrixProps & { group: ScreenGroup; disabled: boolean }) {
  const { t } = useT();
  const id = useId();
  const tabTitle = t(group.titleKey);
  const ids = group.screens.map((s) => s.id);
  const options = levels.map((level) => ({ value: level, label: t(levelLabelKey[level]) }));
  return (
    <fieldset className={styles.group} aria-label={tabTitle}>
      <div className={styles.groupHead}>
        <h4 className={styles.groupTitle}>{tabTitle}</h4>
        <div className={styles.wholeTab}>
          <span className={styles.muted}>{t('people.roles.wholeTab')}</span>
          {levels.map((level) => {
            const label = t(levelLabelKey[level]);
            const isCurrent = ids.every((screenId) => levelOf(permissions, screenId) === level);
            return (
              <Button
                key={level}
                size="sm"
                variant={isCurrent ? 'primary' : 'secondary'}
                disabled={disabled}
                aria-pressed={isCurrent}
                aria-label={t('people.roles.setWholeTab', { tab: tabTitle, level: label })}
                onClick={() => onPermissionsChange(withLevel(permissions, ids, level))}
              >
                {label}
              </Button>
            );
          })}
        </div>
      </div>
      {group.screens.map((screen) => {
        const labelId = `${id}-${screen.id}`;
        return (
          <div key={screen.id} className={styles.row}>
            <span id={labelId}>{t(screen.titleKey)}</span>
            <RadioGroup<PermissionLevel>
              aria-labelledby={labelId}
              orientation="horizontal"
              options={options}
              value={levelOf(permissions, screen.id)}
              disabled={disabled}
              onChange={(level) => onPermissionsChange(withLevel(permissions, [screen.id], level))}
            />
          </div>
        );
      })}
    </fieldset>
  );
}
