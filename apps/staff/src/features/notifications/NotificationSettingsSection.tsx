import { type NotificationKind, notificationKindKey } from '@clinic/domain';
import { Card, Spinner, Switch, toast, useT } from '@clinic/ui';
import { useId } from 'react';
import { pageStyles } from '../../app/shell/Page';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { FormMessage } from '../auth/AuthLayout';
import * as styles from './notifications.css';
import { useNotificationSettings, useSaveNotificationSettings } from './queries';

/**
 * My settings' "Thông báo" section: a switch for each kind this user can receive (the server decides which, from
 * their skills, screens and role); turning one off is saved at once.
 */
export function NotificationSettingsSection() {
  const { t } = useT();
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const errorText = useApiErrorText();
  const titleId = useId();
  // While a change is saved its switch already shows it; a failed save shows the stored state again.
  const disabledKinds = (save.isPending ? save.variables?.disabledKinds : settings.data?.disabledKinds) ?? [];

  const toggle = (kind: NotificationKind, on: boolean) => {
    const disabled = new Set(disabledKinds);
    if (on) disabled.delete(kind);
    else disabled.add(kind);
    save.mutate(
      { disabledKinds: [...disabled].sort((a, b) => a - b) },
      { onSuccess: () => toast.success(t('notifications.settings.saved')) },
    );
  };
  return (
    <Card>
      <section className={pageStyles.form} aria-labelledby={titleId}>
        <div className={styles.text}>
          <h2 id={titleId} className={styles.panelTitle}>
            {t('notifications.settings.title')}
          </h2>
          <p className={styles.body}>{t('notifications.settings.text')}</p>
        </div>
        {settings.isPending ? (
          <Spinner fullHeight={false} />
        ) : settings.isError ? (
          <FormMessage text={t('notifications.settings.loadFailed')} />
        ) : settings.data.availableKinds.length === 0 ? (
          <p className={styles.body}>{t('notifications.settings.none')}</p>
        ) : (
          settings.data.availableKinds.map((kind) => (
            <Switch
              key={kind}
              label={t(`notifications.kind.${notificationKindKey[kind]}`)}
              checked={!disabledKinds.includes(kind)}
              onChange={(event) => toggle(kind, event.target.checked)}
            />
          ))
        )}
        <FormMessage text={save.isError ? errorText(save.error) : undefined} />
      </section>
    </Card>
  );
}
