import type { NationalListQuery, NationalState, PrescriptionItem } from '@clinic/api-client';
import { PermissionLevel, ScreenId } from '@clinic/domain';
import { useAbility } from '@clinic/permissions';
import { toast, useT } from '@clinic/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { prescriptionClients, prescriptionKeys } from '../prescriptions/queries';

// The national e-prescription calls: the send (the exam screen's write) and the list, which opens for
// whoever may read the exam screen or the patient records.

export const NATIONAL_PAGE_SIZE = 50;

export const nationalKeys = {
  list: ['national-prescriptions'] as const,
};

const send = { screenId: ScreenId.TodayExaminations };

/** The screen the list is read as: the exam screen when the user may read it, else the patient records. */
export function useListScreen(): ScreenId {
  const ability = useAbility();
  return ability.canScreen(ScreenId.TodayExaminations, PermissionLevel.Read)
    ? ScreenId.TodayExaminations
    : ScreenId.PatientRecords;
}

/** May the user send a prescription (again): the exam screen's write, as writing the prescription. */
export function useCanSendNational(): boolean {
  return useAbility().canScreen(ScreenId.TodayExaminations, PermissionLevel.Write);
}

export function useNationalList(query: NationalListQuery) {
  const screenId = useListScreen();
  return useQuery({
    queryKey: [...nationalKeys.list, query],
    queryFn: ({ signal }) => prescriptionClients.prescriptions.nationalList(query, { screenId, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Queues a prescription (by its own id) for the national system: the visit's cached prescription takes the answered
 * state (so the panel starts polling it), the list is read again, and a toast says it is on its way.
 */
export function useNationalSend() {
  const { t } = useT();
  const errorText = useApiErrorText();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ prescriptionId }: { prescriptionId: number; appointmentId: number }) =>
      prescriptionClients.prescriptions.nationalSend(prescriptionId, send),
    onSuccess: (national: NationalState, { appointmentId }) => {
      queryClient.setQueryData<PrescriptionItem | null>(prescriptionKeys.ofVisit(appointmentId), (saved) =>
        saved ? { ...saved, national } : saved,
      );
      void queryClient.invalidateQueries({ queryKey: nationalKeys.list });
      toast.success(t('prescriptions.national.queued'));
    },
    onError: (error) => toast.error(errorText(error) ?? ''),
  });
}
