import type { NationalState } from '@clinic/api-client';
import { NationalStatus } from '@clinic/domain';
import { Badge, useT } from '@clinic/ui';
import * as styles from './national.css';
import { statusTone } from './nationalState';

/**
 * Where a prescription stands with the national e-prescription system: not sent yet (grey), sending (amber, with
 * the try when past the first), sent (green, the national id on hover), rejected or failed (red); then the national
 * code in monospace.
 */
export function NationalStatusBadge({
  national,
  withCode = true,
}: {
  national: NationalState;
  /** A table with a column of its own for the code leaves it out here. */
  withCode?: boolean;
}) {
  const { t } = useT();
  const status = national.status ?? 'none';
  const label =
    national.status === NationalStatus.Pending && national.attempts > 1
      ? t('prescriptions.national.pendingAttempt', { attempt: national.attempts })
      : t(`prescriptions.national.status.${status}`);
  const title =
    national.status === NationalStatus.Sent && national.nationalId
      ? t('prescriptions.national.sentTitle', { id: national.nationalId })
      : undefined;
  return (
    <span className={styles.state} data-national-status={status}>
      <Badge tone={statusTone[status]} dot={national.status === NationalStatus.Pending} title={title}>
        {label}
      </Badge>
      {withCode && national.code && (
        <code className={styles.code} title={t('prescriptions.national.codeLabel')}>
          {national.code}
        </code>
      )}
    </span>
  );
}
