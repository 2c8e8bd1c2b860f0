import type { AppointmentItem, ServiceOrderItem } from '@clinic/api-client';
import { AppointmentFeature, AppointmentStatus, PermissionLevel, ScreenId } from '@clinic/domain';
import { useAbility } from '@clinic/permissions';
import { Button, toast, useT } from '@clinic/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { FinishDialog } from '../appointments/FinishDialog';
import { useAppointmentMove } from '../appointments/mutations';
import { SecondExamDialog } from '../appointments/SecondExamDialog';
import { useMoveToasts } from '../appointments/useMoveToasts';
import { useFinishStockSettle } from '../prescriptions/FinishStockSettle';
import { examInProgressBesides } from '../queue/queue';
import { PendingServicesDialog } from './PendingServicesDialog';
import { pendingServices } from './pendingServices';
import { doctorsDay, examKeys, useVisitContents } from './queries';

/** Why finishing asks first: what the visit lacks ('unknown' when the lists could not be read). */
export type FinishGap = 'noServices' | 'noSheets' | 'unknown';

/** The gap that makes finishing ask, or null when the visit has both an ordered service and a result sheet. */
export function finishGap(services: number | undefined, sheets: number | undefined): FinishGap | null {
  if (services === 0) return 'noServices';
  if (sheets === 0) return 'noSheets';
  if (services === undefined || sheets === undefined) return 'unknown';
  return null;
}

type Dialog =
  | { finish: FinishGap }
  | { pending: ServiceOrderItem[]; gap: FinishGap | null }
  | { busyWith: AppointmentItem }
  | null;

/**
 * Start exam (Checked in) and Finish exam (In progress), as the queue's row does them (screen 11 with feature
 * Examination, the same toasts; starting calls the patient in on the waiting-room display, server side). Finishing
 * reads the visit's services and result sheets again and asks when one of them is missing or an ordered service
 * is not done yet (naming those); once finished,
 * the doctor goes back to the queue for the next patient.
 */
export function ExamActions({ appointment }: { appointment: AppointmentItem }) {
  const { t } = useT();
  const errorText = useApiErrorText();
  const ability = useAbility();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const move = useAppointmentMove('row');
  const toasts = useMoveToasts('row', appointment);
  const visitContents = useVisitContents(appointment.id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [checking, setChecking] = useState(false);
  // The prescription asks more than the stock: the doctor settles it, then finishing is tried again.
  const stockSettle = useFinishStockSettle(appointment.id, () => run('finishExam'));

  if (!ability.hasFeature(AppointmentFeature.Examination)) return null;
  if (!ability.canScreen(ScreenId.TodayExaminations, PermissionLevel.Write)) return null;

  const run = async (action: 'startExam' | 'finishExam') => {
    try {
      const [saved] = await move.mutateAsync({ action, id: appointment.id });
      // The header and the panels follow the new status at once, before the read behind the move.
      if (saved) queryClient.setQueryData(examKeys.visit(appointment.id), saved);
      setDialog(null);
      toasts.done(action, saved);
      if (action === 'finishExam') navigate('/?tab=checkedIn');
    } catch (error) {
      setDialog(null);
      if (!(action === 'finishExam' && stockSettle.takes(error))) toast.error(errorText(error) ?? '');
      throw error;
    }
  };
  const quiet = (action: 'startExam' | 'finishExam') => void run(action).catch(() => undefined);

  const start = async () => {
    setChecking(true);
    try {
      const busyWith = examInProgressBesides(appointment, await doctorsDay(appointment.doctorId));
      if (busyWith) setDialog({ busyWith });
      else quiet('startExam');
    } catch (error) {
      toast.error(errorText(error) ?? '');
    } finally {
      setChecking(false);
    }
  };
  const finish = async () => {
    setChecking(true);
    const { services, sheets, serviceList } = await visitContents();
    setChecking(false);
    const gap = finishGap(services, sheets);
    const pending = pendingServices(serviceList);
    if (pending.length > 0) setDialog({ pending, gap });
    else if (gap) setDialog({ finish: gap });
    else quiet('finishExam');
  };

  const busy = checking || move.isPending;
  const gap = dialog && 'finish' in dialog ? dialog.finish : null;
  const pending = dialog && 'pending' in dialog ? dialog : null;
  return (
    <>
      {appointment.status === AppointmentStatus.CheckedIn && (
        <Button loading={busy} onClick={() => void start()}>
          {t('exam.toolbar.start')}
        </Button>
      )}
      {appointment.status === AppointmentStatus.InProgress && (
        <Button loading={busy} onClick={() => void finish()}>
          {t('exam.toolbar.finish')}
        </Button>
      )}
      <SecondExamDialog
        appointment={dialog && 'busyWith' in dialog ? appointment : null}
        busyWith={dialog && 'busyWith' in dialog ? dialog.busyWith : null}
        onStart={() => run('startExam')}
        onClose={() => setDialog(null)}
      />
      <PendingServicesDialog
        pending={pending?.pending ?? null}
        also={pending?.gap && pending.gap !== 'unknown' ? t(`exam.finish.${pending.gap}`) : undefined}
        onContinue={() => run('finishExam')}
        onClose={() => setDialog(null)}
      />
      <FinishDialog
        appointment={gap ? appointment : null}
        reason={gap && gap !== 'unknown' ? t(`exam.finish.${gap}`) : undefined}
        onFinish={() => run('finishExam')}
        onClose={() => setDialog(null)}
      />
      {stockSettle.dialog}
    </>
  );
}
