import { labResultsClient, reExaminationsClient } from '@clinic/api-client';
import { ScreenId } from '@clinic/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/session';

// Lab results (screen 41) and re-examinations (screen 42) over the staff app's one API client.

export const labClients = {
  labResults: labResultsClient(api),
  reExaminations: reExaminationsClient(api),
};

export const labKeys = {
  labResults: ['lab-results'] as const,
  reExaminations: ['re-examinations'] as const,
};

/** A patient's latest visits, newest first: what a lab result may be attached to. */
export function usePatientVisits(clinicPatientId: number | null) {
  return useQuery({
    queryKey: ['appointments', 'by-patient', clinicPatientId],
    queryFn: ({ signal }) =>
      api.appointments.byPatient(
        clinicPatientId as number,
        { pageSize: 20, pageNumber: 1 },
        { screenId: ScreenId.LabResults, signal },
      ),
    enabled: clinicPatientId !== null,
  });
}
