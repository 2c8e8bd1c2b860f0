import { medicalRecordsClient } from '@clinic/api-client';
import { ScreenId } from '@clinic/domain';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../app/session';

// A patient's visits and one visit's medical record: read in the patient records (12) and on the exam screen (11).

const records = medicalRecordsClient(api);
export const VISITS_PAGE_SIZE = 10;

export const medicalRecordKeys = {
  visits: (patientId: number) => ['medical-records', 'visits', patientId] as const,
  visit: (appointmentId: number) => ['medical-records', 'visit', appointmentId] as const,
};

/** The patient's visits newest first, a page at a time ("load more"). */
export function usePatientVisits(patientId: number, screenId: ScreenId = ScreenId.PatientRecords) {
  return useInfiniteQuery({
    queryKey: medicalRecordKeys.visits(patientId),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      records.visits(patientId, { pageSize: VISITS_PAGE_SIZE, pageNumber: pageParam }, { screenId, signal }),
    getNextPageParam: (last) =>
      last.paging.pageNumber * last.paging.pageSize < last.paging.totalItem
        ? last.paging.pageNumber + 1
        : undefined,
    // A visit being examined changes under the reader: read again when the section opens.
    staleTime: 0,
  });
}

export function useMedicalRecord(appointmentId: number, screenId: ScreenId = ScreenId.PatientRecords) {
  return useQuery({
    queryKey: medicalRecordKeys.visit(appointmentId),
    queryFn: ({ signal }) => records.visit(appointmentId, { screenId, signal }),
    staleTime: 0,
  });
}
