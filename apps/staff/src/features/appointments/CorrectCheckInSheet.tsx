import type { AppointmentItem, CheckInSheetBody } from '@clinic/api-client';
import { AppointmentFeature, AppointmentStatus, PermissionLevel, ScreenId } from '@clinic/domain';
import { useAbility } from '@clinic/permissions';
import { Button, toast, useT } from '@clinic/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { api } from '../../app/session';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { clinicState } from '../../state/clinic';
import { examKeys, useCheckInSheet } from '../exam/queries';
import { CorrectCheckInSheetDialog } from './CheckInDialog';
import { appointmentKeys } from './queries';

/** Checked in or in the exam: what was typed at the desk may still be corrected (the API refuses once finished). */
export const sheetCorrectable = (status: number) =>
  status === AppointmentStatus.CheckedIn || status === AppointmentStatus.InProgress;

/**
 * "Sửa phiếu tiếp đón" on the appointment page: reception (check-in feature, Write on the screen, as the API's
 * route demands) corrects the sheet with the check-in's own form and checks; a refusal keeps the dialog open.
 */
export function CorrectCheckInSheetButton({
  appointment,
  screenId = ScreenId.Appointments,
}: {
  appointment: AppointmentItem;
  screenId?: ScreenId;
}) {
  const { t } = useT();
  const errorText = useApiErrorText();
  const ability = useAbility();
  const { enableCheckInSheet } = useSnapshot(clinicState);
  const sheet = useCheckInSheet(appointment.id);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const save = useMutation({
    mutationFn: (body: CheckInSheetBody) =>
      api.appointments.saveCheckInSheet(appointment.id, body, { screenId }),
    onSuccess: async () => {
      setOpen(false);
      toast.success(t('queue.correctSheet.saved'));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: examKeys.checkInSheet(appointment.id) }),
        queryClient.invalidateQueries({ queryKey: appointmentKeys.one(appointment.id) }),
      ]);
    },
    onError: (error) => toast.error(errorText(error) ?? ''),
  });
  const allowed =
    enableCheckInSheet &&
    sheetCorrectable(appointment.status) &&
    ability.canScreen(screenId, PermissionLevel.Write) &&
    ability.hasFeature(AppointmentFeature.CheckIn);
  if (!allowed || sheet.isPending) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('queue.correctSheet.open')}
      </Button>
      {open && (
        <CorrectCheckInSheetDialog
          appointment={appointment}
          sheet={sheet.data ?? null}
          screenId={screenId}
          onSave={(body) => save.mutateAsync(body)}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
