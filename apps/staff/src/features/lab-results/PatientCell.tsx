import type { AppointmentPatient } from '@clinic/api-client';
import * as styles from './labResults.css';

/** A list's patient column: the name, then the code and phone beneath it in muted text. */
export function PatientCell({
  patient,
}: {
  patient: Pick<AppointmentPatient, 'fullName' | 'code' | 'phone'>;
}) {
  return (
    <span>
      {patient.fullName}
      <span className={styles.muted}>
        {patient.code} · {patient.phone}
      </span>
    </span>
  );
}
