import type { PatientHealthTrail } from '@clinic/api-client';
import { type CheckInVitalKey, checkInVitalKeys } from '@clinic/domain';

type Measurement = PatientHealthTrail['measurements'][number];

/** One kind of measurement: its latest value and the ones before it, newest first. */
export interface MeasuredKind {
  key: CheckInVitalKey;
  latest: Measurement;
  earlier: Measurement[];
}

/** The trail's measurements by kind, in the order they are shown; kinds never measured are left out. */
export function measuredKinds(measurements: readonly Measurement[]): MeasuredKind[] {
  return checkInVitalKeys.flatMap((key) => {
    const [latest, ...earlier] = measurements.filter((m) => m.key === key);
    return latest ? [{ key, latest, earlier }] : [];
  });
}
