import type { AppointmentItem } from '@clinic/api-client';
import { AppointmentStatus, isPhone, normalizePhone } from '@clinic/domain';
import { useT } from '@clinic/ui';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { DuplicatePatients } from '../patients/duplicates';
import * as patientStyles from '../patients/patients.css';
import { findSharedPhonePatients } from './queries';

/**
 * A booking still to review whose phone another record of the clinic holds under another name. The booking site
 * never says whether a phone is known (that would tell a stranger who is a patient here), so it made a record of its
 * own: reception sees the other records here, to merge them when it is the same person (a family may share a phone).
 */
export function BookedPhoneNotice({ appointment: a }: { appointment: AppointmentItem }) {
  const { t } = useT();
  const [, navigate] = useLocation();
  const phone = a.patient.phone;
  const toReview = a.status === AppointmentStatus.NotApproved && isPhone(phone);
  const shared = useQuery({
    queryKey: ['patients', 'shared-phone', a.patient.fullName, phone, 'booking', a.id],
    queryFn: () => findSharedPhonePatients({ fullName: a.patient.fullName, phone: normalizePhone(phone) }),
    enabled: toReview,
  });
  const others = (shared.data ?? []).filter((p) => p.id !== a.clinicPatientId);
  if (!toReview || others.length === 0) return null;
  return (
    <div className={patientStyles.stack}>
      <DuplicatePatients
        matches={[]}
        shared={others}
        actionLabel={t('patients.duplicates.open')}
        onPick={(p) => navigate(`~/patients/${p.id}`)}
      />
      <p>{t('appointments.details.bookedPhoneHint', { name: a.patient.fullName })}</p>
    </div>
  );
}
