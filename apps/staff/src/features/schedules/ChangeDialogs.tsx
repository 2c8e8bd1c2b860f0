import type { ScheduleAppointmentItem } from '@clinic/api-client';
import { localDate, localTime, ScheduleScope } from '@clinic/domain';
import { Button, Icon, Modal, RadioGroup, StatusBadge, useT } from '@clinic/ui';
import { type ReactNode, useState } from 'react';
import { fullDate } from './calendar';
import * as styles from './scheduleEditor.css';
import { hint } from './schedules.css';

/** "Chỉ lịch này" or "Lịch này và các lịch sau": asked before editing or deleting an occurrence of a series. */
export function ScopeDialog({
  action,
  when,
  allowed,
  onChoose,
  onCancel,
}: {
  action: 'save' | 'delete';
  /** The occurrence's time and date, as the question says them. */
  when: { time: string; date: string };
  allowed: readonly ScheduleScope[];
  onChoose: (scope: ScheduleScope) => void;
  onCancel: () => void;
}) {
  const { t } = useT();
  const [scope, setScope] = useState<ScheduleScope>(allowed[0] ?? ScheduleScope.ThisOccurrence);
  const onlyFollowing = !allowed.includes(ScheduleScope.ThisOccurrence);
  return (
    <Modal
      open
      title={t(action === 'save' ? 'schedules.scope.editTitle' : 'schedules.scope.deleteTitle')}
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('schedules.form.cancel')}
          </Button>
          <Button onClick={() => onChoose(scope)} data-autofocus>
            {t('schedules.scope.continue')}
          </Button>
        </>
      }
    >
      <div className={styles.choices}>
        <p className={styles.warningText}>{t('schedules.scope.question', when)}</p>
        <RadioGroup
          aria-label={t('schedules.scope.question', when)}
          value={scope}
          onChange={(value) => setScope(value as ScheduleScope)}
          options={[
            {
              value: ScheduleScope.ThisOccurrence,
              label: t('schedules.scope.this'),
              disabled: onlyFollowing,
            },
            { value: ScheduleScope.ThisAndFollowingOccurrences, label: t('schedules.scope.following') },
          ]}
        />
        {onlyFollowing && <p className={hint}>{t('schedules.scope.ruleChanged')}</p>}
      </div>
    </Modal>
  );
}

/**
 * The last step of an edit or delete: what will happen, and the active appointments in the affected range
 * that would turn Invalid, with a warning, before the call is made.
 */
export function ImpactDialog({
  action,
  message,
  appointments,
  timeZone,
  error,
  onConfirm,
  onCancel,
}: {
  action: 'save' | 'delete';
  message?: ReactNode;
  /** null while they are being fetched. */
  appointments: readonly ScheduleAppointmentItem[] | null;
  timeZone: string;
  /** Why the list could not be fetched (the user may still go on). */
  error?: string;
  onConfirm: () => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useT();
  const [busy, setBusy] = useState(false);
  const danger = action === 'delete';
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      size="md"
      role={appointments?.length ? 'alertdialog' : 'dialog'}
      title={t(danger ? 'schedules.impact.deleteTitle' : 'schedules.impact.editTitle')}
      onClose={busy ? undefined : onCancel}
      dismissible={!busy}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy} data-autofocus={danger || undefined}>
            {t('schedules.form.cancel')}
          </Button>
          <Button
            variant={danger ? 'danger' : 'primary'}
            onClick={confirm}
            loading={busy}
            disabled={appointments === null && !error}
          >
            {t(danger ? 'schedules.impact.confirmDelete' : 'schedules.impact.confirmEdit')}
          </Button>
        </>
      }
    >
      <div className={styles.choices}>
        {message && <p className={styles.warningText}>{message}</p>}
        {error ? (
          <p className={styles.formError} role="alert">
            <Icon name="alert" size="sm" />
            {error}
          </p>
        ) : appointments === null ? (
          <p className={hint} role="status">
            {t('schedules.impact.checking')}
          </p>
        ) : appointments.length === 0 ? (
          <p className={hint}>{t('schedules.impact.none')}</p>
        ) : (
          <div className={styles.warning}>
            <p className={styles.warningTitle}>
              <Icon name="alert" size="sm" />
              {t('schedules.impact.warningTitle', { count: appointments.length })}
            </p>
            <p className={styles.warningText}>
              {t(danger ? 'schedules.impact.warningDelete' : 'schedules.impact.warningEdit')}
            </p>
            <div className={styles.impactList}>
              <table className={styles.impactTable}>
                <thead>
                  <tr>
                    <th className={styles.impactHead}>{t('schedules.impact.code')}</th>
                    <th className={styles.impactHead}>{t('schedules.impact.patient')}</th>
                    <th className={styles.impactHead}>{t('schedules.impact.time')}</th>
                    <th className={styles.impactHead}>{t('schedules.impact.status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {appointments.map((a) => (
                    <tr key={a.id}>
                      <td className={`${styles.impactCell} ${styles.mono}`}>{a.code}</td>
                      <td className={styles.impactCell}>
                        {a.patientName}
                        {a.patientCode && <span className={hint}> · {a.patientCode}</span>}
                      </td>
                      <td className={styles.impactCell}>
                        {localTime(new Date(a.start), timeZone)}{' '}
                        {fullDate(localDate(new Date(a.start), timeZone))}
                      </td>
                      <td className={styles.impactCell}>
                        <StatusBadge status={a.status} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        )}
      </div>
    </Modal>
  );
}
