import type { AppointmentItem, CheckInBody } from '@clinic/api-client';
import {
  AppointmentAction,
  AppointmentFeature,
  AppointmentStatus,
  PermissionLevel,
  ScreenId,
} from '@clinic/domain';
import { useAbility } from '@clinic/permissions';
import { toast, useT } from '@clinic/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { clinicState } from '../../state/clinic';
import { queueKeys } from '../queue/queries';
import { examInProgressBesides, queueActions, queueCall } from '../queue/queue';
import { ActionButtons } from './ActionButtons';
import { type ActionsLayout, inRow, visibleActions } from './actions';
import { CancelDialog } from './CancelDialog';
import { CheckInFlow } from './CheckInFlow';
import { FinishDialog } from './FinishDialog';
import { type Move, useAppointmentMove, useCallToRoom } from './mutations';
import { examsInProgress } from './queries';
import { SecondExamDialog } from './SecondExamDialog';
import { useMoveToasts } from './useMoveToasts';

type Dialog = 'checkIn' | 'finish' | 'cancel' | { busyWith: AppointmentItem } | null;

// On the page the danger button goes first, the forward step last (where the eye ends).
const detailsOrder: AppointmentAction[] = ['cancel', 'edit', 'approve', 'checkIn', 'startExam', 'finishExam'];

/**
 * The action buttons of one appointment (status × the user's features) with their dialogs, the same on the
 * appointment page, on each row of today's queue and of the appointment list: check-in asks first (with the check-in sheet when the clinic uses
 * it, and "check in early anyway" when the API says it is too soon), starting an exam asks when the doctor is already
 * examining someone, and cancelling needs a reason. The page and the list need Write on screen 10; the page offers
 * editing; a row asks before finishing and offers the call to the room (screen 11 Write + feature Examination, what
 * the API's call route demands). `sameDay` is the queue's loaded day, where the doctor's exam in progress is looked
 * up; the page and the list ask the API instead.
 */
export function AppointmentActions({
  appointment,
  layout = 'details',
  sameDay,
}: {
  appointment: AppointmentItem;
  layout?: ActionsLayout;
  sameDay?: readonly AppointmentItem[];
}) {
  const errorText = useApiErrorText();
  const { t } = useT();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const ability = useAbility();
  const { enableCheckInSheet } = useSnapshot(clinicState);
  const toasts = useMoveToasts(layout, appointment);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [lookingUp, setLookingUp] = useState(false);
  const fromButton = useAppointmentMove(layout);
  const fromDialog = useAppointmentMove(layout);
  const callToRoom = useCallToRoom();

  const hasFeature = (id: number) => ability.hasFeature(id);
  const row = inRow(layout);
  const canWrite = layout === 'row' || ability.canScreen(ScreenId.Appointments, PermissionLevel.Write);
  const actions = !canWrite
    ? []
    : row
      ? queueActions(appointment.status, hasFeature)
      : visibleActions(appointment.status as AppointmentStatus, hasFeature).sort(
          (a, b) => detailsOrder.indexOf(a) - detailsOrder.indexOf(b),
        );
  const call =
    row &&
    ability.canScreen(ScreenId.TodayExaminations, PermissionLevel.Write) &&
    ability.hasFeature(AppointmentFeature.Examination)
      ? queueCall(appointment.status, appointment.orderNumber)
      : null;

  // A refused move is shown; on the queue the day is read again (another desk may have moved it meanwhile).
  const fail = (error: unknown) => {
    toast.error(errorText(error) ?? '');
    if (layout === 'row') void queryClient.invalidateQueries({ queryKey: queueKeys.all });
  };
  // Awaited rather than given callbacks: a queue row whose move takes it to another tab is gone before the answer
  // is handled, and the toast must still say what happened.
  const run = async (mutation: typeof fromButton, move: Move) => {
    try {
      const saved = await mutation.mutateAsync(move);
      setDialog(null);
      toasts.done(move.action, saved[0]);
      // On the queue, the doctor who starts an exam goes on to the visit's exam screen.
      if (layout === 'row' && move.action === 'startExam') navigate(`/${move.id}/exam`);
    } catch (error) {
      fail(error);
      throw error;
    }
  };
  // A button's move reports its own failure: nothing else waits for it.
  const start = (action: 'approve' | 'startExam' | 'finishExam') =>
    void run(fromButton, { action, id: appointment.id }).catch(() => undefined);
  // CheckInFlow reports failures (and turns 'too soon' into the early check-in question).
  const checkIn = async (a: AppointmentItem, body: CheckInBody) => {
    const saved = await fromDialog.mutateAsync({ action: 'checkIn', id: a.id, body });
    setDialog(null);
    toasts.done('checkIn', saved[0]);
  };

  /** The doctor's other exam in progress that day: in the queue's day, or asked of the API on the page. */
  const startExam = async () => {
    setLookingUp(!sameDay);
    try {
      const busyWith = examInProgressBesides(
        appointment,
        sameDay ?? (await examsInProgress(appointment.doctorId, appointment.date)),
      );
      if (busyWith) setDialog({ busyWith });
      else start('startExam');
    } catch (error) {
      fail(error);
    } finally {
      setLookingUp(false);
    }
  };
  const onAction = (action: AppointmentAction) => {
    switch (action) {
      case AppointmentAction.Edit:
        return navigate(`/${appointment.id}/edit`);
      case AppointmentAction.CheckIn:
        return setDialog('checkIn');
      case AppointmentAction.Cancel:
        return setDialog('cancel');
      case AppointmentAction.StartExam:
        return void startExam();
      case AppointmentAction.FinishExam:
        return row ? setDialog('finish') : start(action);
      default:
        return start(action);
    }
  };
  const close = () => setDialog(null);

  return (
    <>
      <ActionButtons
        appointment={appointment}
        layout={layout}
        actions={actions}
        running={{
          action: lookingUp ? AppointmentAction.StartExam : fromButton.variables?.action,
          busy: fromButton.isPending || lookingUp || (!row && fromDialog.isPending),
        }}
        call={call}
        examHref={
          layout === 'row' && appointment.status === AppointmentStatus.InProgress
            ? `/${appointment.id}/exam`
            : undefined
        }
        calling={callToRoom.isPending}
        onAction={onAction}
        onCall={() =>
          callToRoom.mutate(appointment, {
            onSuccess: (called) =>
              toast.success(t('queue.done.call', { number: called.orderNumber, room: called.room })),
            onError: fail,
          })
        }
      />
      <CheckInFlow
        appointment={dialog === 'checkIn' ? appointment : null}
        withSheet={enableCheckInSheet}
        screenId={layout === 'row' ? ScreenId.TodayExaminations : ScreenId.Appointments}
        onCheckIn={checkIn}
        onError={fail}
        onClose={close}
      />
      <SecondExamDialog
        appointment={typeof dialog === 'object' && dialog ? appointment : null}
        busyWith={typeof dialog === 'object' && dialog ? dialog.busyWith : null}
        onStart={() => run(fromButton, { action: 'startExam', id: appointment.id })}
        onClose={close}
      />
      <FinishDialog
        appointment={dialog === 'finish' ? appointment : null}
        onFinish={() => run(fromDialog, { action: 'finishExam', id: appointment.id })}
        onClose={close}
      />
      <CancelDialog
        appointment={dialog === 'cancel' ? appointment : null}
        layout={layout}
        onCancelAppointment={(_same, reason) =>
          run(fromDialog, { action: 'cancel', id: appointment.id, reason })
        }
        onClose={close}
      />
    </>
  );
}
