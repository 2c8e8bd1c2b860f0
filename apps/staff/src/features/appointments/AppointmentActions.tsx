import type { AppointmentItem, CheckInBody } from '@clinic/api-client';
import {
  AppointmentAction,
  type AppointmentStatus,
  CANCEL_REASON_MAX_LENGTH,
  PermissionLevel,
  ScreenId,
} from '@clinic/domain';
import { useAbility } from '@clinic/permissions';
import { Button, FormField, Modal, Textarea, toast, useT } from '@clinic/ui';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { clinicState } from '../../state/clinic';
import * as patientStyles from '../patients/patients.css';
import { CheckInFlow } from '../queue/CheckInFlow';
import { examInProgressBesides } from '../queue/queue';
import { SecondExamDialog } from '../queue/SecondExamDialog';
import { visibleActions } from './actions';
import { type DirectMove, useAppointmentCheckIn, useAppointmentMove } from './mutations';
import { examsInProgress } from './queries';

/**
 * The action buttons of one appointment (status × the user's features). Like the queue, check-in asks first
 * (with the check-in sheet when the clinic uses it, and "check in early anyway" when the API says it is too
 * soon), starting an exam asks when the doctor is already examining someone, and cancelling needs a reason.
 */
export function AppointmentActions({ appointment }: { appointment: AppointmentItem }) {
  const { t } = useT();
  const errorText = useApiErrorText();
  const [, navigate] = useLocation();
  const ability = useAbility();
  const { enableCheckInSheet } = useSnapshot(clinicState);
  const canWrite = ability.canScreen(ScreenId.Appointments, PermissionLevel.Write);
  const actions = canWrite
    ? visibleActions(appointment.status as AppointmentStatus, (f) => ability.hasFeature(f))
    : [];
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [checkingIn, setCheckingIn] = useState(false);
  const [busyWith, setBusyWith] = useState<AppointmentItem | null>(null);
  const [lookingUp, setLookingUp] = useState(false);

  const fail = (error: unknown) => toast.error(errorText(error) ?? '');
  const succeeded = (action: Exclude<AppointmentAction, 'edit'>) =>
    toast.success(t(`appointments.done.${action}`, { code: appointment.code }));
  const move = useAppointmentMove();
  const runAsync = (action: DirectMove) =>
    move.mutateAsync(
      { move: action, id: appointment.id, ...(action === 'cancel' ? { reason: reason.trim() } : {}) },
      {
        onSuccess: () => {
          setCancelling(false);
          setBusyWith(null);
          succeeded(action);
        },
        onError: fail,
      },
    );
  // The failure is shown by onError; nothing else waits for it.
  const start = (action: DirectMove) => void runAsync(action).catch(() => undefined);
  const checkInMutation = useAppointmentCheckIn();
  const checkIn = async (a: AppointmentItem, body: CheckInBody) => {
    await checkInMutation.mutateAsync({ id: a.id, body });
    setCheckingIn(false);
    succeeded(AppointmentAction.CheckIn);
  };
  /** The doctor's other exam in progress that day, asked of the API: this page has no queue loaded. */
  const startExam = async () => {
    setLookingUp(true);
    try {
      const other = examInProgressBesides(
        appointment,
        await examsInProgress(appointment.doctorId, appointment.date),
      );
      if (other) setBusyWith(other);
      else start('startExam');
    } catch (error) {
      fail(error);
    } finally {
      setLookingUp(false);
    }
  };

  const busy = move.isPending || lookingUp;
  const submitCancel = () => {
    if (!reason.trim()) {
      setReasonError('formError.required');
      return;
    }
    start('cancel');
  };
  const buttonFor = (action: AppointmentAction) => {
    switch (action) {
      case AppointmentAction.Edit:
        return (
          <Button
            key={action}
            variant="secondary"
            disabled={busy}
            onClick={() => navigate(`/${appointment.id}/edit`)}
          >
            {t('appointments.action.edit')}
          </Button>
        );
      case AppointmentAction.Cancel:
        return (
          <Button
            key={action}
            variant="danger"
            disabled={busy}
            onClick={() => {
              setReason('');
              setReasonError(undefined);
              setCancelling(true);
            }}
          >
            {t('appointments.action.cancel')}
          </Button>
        );
      default: {
        const onClick =
          action === AppointmentAction.CheckIn
            ? () => setCheckingIn(true)
            : action === AppointmentAction.StartExam
              ? () => void startExam()
              : () => start(action);
        return (
          <Button
            key={action}
            disabled={busy}
            loading={(busy && move.variables?.move === action) || (lookingUp && action === 'startExam')}
            onClick={onClick}
          >
            {t(`appointments.action.${action}`)}
          </Button>
        );
      }
    }
  };
  // The danger button goes first, the forward step last (where the eye ends).
  const order: AppointmentAction[] = ['cancel', 'edit', 'approve', 'checkIn', 'startExam', 'finishExam'];
  const sorted = [...actions].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  if (sorted.length === 0) return null;
  return (
    <>
      <div className={patientStyles.actions}>{sorted.map(buttonFor)}</div>
      <CheckInFlow
        appointment={checkingIn ? appointment : null}
        withSheet={enableCheckInSheet}
        screenId={ScreenId.Appointments}
        onCheckIn={checkIn}
        onError={fail}
        onClose={() => setCheckingIn(false)}
      />
      <SecondExamDialog
        appointment={busyWith ? appointment : null}
        busyWith={busyWith}
        onStart={() => runAsync('startExam')}
        onClose={() => setBusyWith(null)}
      />
      <Modal
        open={cancelling}
        title={t('appointments.cancelDialog.title', { code: appointment.code })}
        onClose={() => !busy && setCancelling(false)}
        footer={
          <>
            <Button variant="secondary" disabled={busy} onClick={() => setCancelling(false)}>
              {t('appointments.cancelDialog.keep')}
            </Button>
            <Button variant="danger" loading={busy} onClick={submitCancel}>
              {t('appointments.cancelDialog.confirm')}
            </Button>
          </>
        }
      >
        <FormField label={t('appointments.cancelDialog.reason')} required error={reasonError}>
          <Textarea
            data-autofocus
            value={reason}
            rows={3}
            maxLength={CANCEL_REASON_MAX_LENGTH}
            placeholder={t('appointments.cancelDialog.placeholder')}
            onChange={(event) => {
              setReason(event.target.value);
              if (event.target.value.trim()) setReasonError(undefined);
            }}
          />
        </FormField>
      </Modal>
    </>
  );
}
