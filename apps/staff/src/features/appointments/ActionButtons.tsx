import type { AppointmentItem } from '@clinic/api-client';
import { AppointmentAction } from '@clinic/domain';
import { Button, type ButtonVariant, buttonClassName, useT } from '@clinic/ui';
import { Link } from 'wouter';
import * as patientStyles from '../patients/patients.css';
import type { QueueAction, QueueCall } from '../queue/queue';
import type { ActionsLayout } from './actions';
import * as styles from './appointments.css';

const rowVariant: Record<QueueAction, ButtonVariant> = {
  [AppointmentAction.Approve]: 'secondary',
  [AppointmentAction.CheckIn]: 'primary',
  [AppointmentAction.StartExam]: 'primary',
  [AppointmentAction.FinishExam]: 'primary',
  [AppointmentAction.Cancel]: 'secondary',
};
// A row never edits (the queue's actions leave editing out).
const isQueueAction = (action: AppointmentAction): action is QueueAction => action !== AppointmentAction.Edit;
const detailsVariant = (action: AppointmentAction): ButtonVariant =>
  action === AppointmentAction.Cancel
    ? 'danger'
    : action === AppointmentAction.Edit
      ? 'secondary'
      : 'primary';

/**
 * The buttons themselves. On the page: full size, cancel first and the forward step last (where the eye ends), all
 * held while a move runs. On a row (queue or list): small, in a labelled group, the call first (calling the patient in is what
 * happens before the move) and secondary, so the row keeps one primary button.
 */
export function ActionButtons({
  appointment,
  layout,
  actions,
  running,
  call,
  examHref,
  calling,
  onAction,
  onCall,
}: {
  appointment: AppointmentItem;
  layout: ActionsLayout;
  actions: readonly AppointmentAction[];
  /** The move under way from a button, if any ('busy' holds every button on the page). */
  running: { action: AppointmentAction | undefined; busy: boolean };
  call: QueueCall | null;
  /** A queue row's way into the visit's exam screen (In progress), if it has one. */
  examHref?: string | undefined;
  calling: boolean;
  onAction: (action: AppointmentAction) => void;
  onCall: () => void;
}) {
  const { t } = useT();
  if (layout === 'details')
    return actions.length === 0 ? null : (
      <div className={patientStyles.actions}>
        {actions.map((action) => (
          <Button
            key={action}
            variant={detailsVariant(action)}
            disabled={running.busy}
            loading={running.busy && running.action === action}
            onClick={() => onAction(action)}
          >
            {t(`appointments.action.${action}`)}
          </Button>
        ))}
      </div>
    );
  if (actions.length === 0 && !call && !examHref) return null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of the row's buttons.
    <div
      className={layout === 'list' ? styles.listActions : styles.rowActions}
      role="group"
      aria-label={t('queue.row.actions', { name: appointment.patient.fullName })}
    >
      {call && (
        <Button
          size="sm"
          variant="secondary"
          loading={calling}
          loadingLabel={t('queue.action.calling')}
          onClick={onCall}
        >
          {t(`queue.action.${call}`)}
        </Button>
      )}
      {examHref && (
        <Link href={examHref} className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
          {t('queue.action.openExam')}
        </Link>
      )}
      {actions.filter(isQueueAction).map((action) => (
        <Button
          key={action}
          size="sm"
          variant={rowVariant[action]}
          loading={
            running.busy && (action === AppointmentAction.Approve || action === AppointmentAction.StartExam)
          }
          onClick={() => onAction(action)}
        >
          {t(`queue.action.${action}`)}
        </Button>
      ))}
    </div>
  );
}
