import type { PrescriptionItem } from '@clinic/api-client';
import { NationalStatus } from '@clinic/domain';
import { Button, useT } from '@clinic/ui';
import { NationalStatusBadge } from './NationalStatusBadge';
import * as styles from './national.css';
import { reasonText, sendActionOf } from './nationalState';
import { useCanSendNational, useNationalSend } from './queries';

/**
 * The saved prescription's national state in the panel's header: the badge, "Send" (never queued) or "Send again"
 * (refused, failed, or stuck pending) for whoever may write the exam, and why it was refused under them. Sending runs
 * in the background: the doctor is never held up by it.
 */
export function NationalPrescriptionStatus({ prescription }: { prescription: PrescriptionItem }) {
  const { t } = useT();
  const canSend = useCanSendNational();
  const send = useNationalSend();
  const { national } = prescription;
  const action = canSend ? sendActionOf(national, Date.now()) : null;
  const refused = national.status === NationalStatus.Rejected || national.status === NationalStatus.Failed;
  return (
    <div className={styles.block}>
      <div className={styles.row}>
        <NationalStatusBadge national={national} />
        {action && (
          <Button
            size="sm"
            variant="secondary"
            loading={send.isPending}
            onClick={() =>
              send.mutate({ prescriptionId: prescription.id, appointmentId: prescription.appointmentId })
            }
          >
            {t(action === 'send' ? 'prescriptions.national.send' : 'prescriptions.national.sendAgain')}
          </Button>
        )}
      </div>
      {refused && national.errors.length > 0 && (
        <ul className={styles.reasons} aria-label={t('prescriptions.national.reasons')}>
          {national.errors.map((error, i) => (
            // The same message may come twice (two lines), so the index keys it.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered.
            <li key={i}>{reasonText(error, t)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
