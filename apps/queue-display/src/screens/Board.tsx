import { Spinner, useT } from '@clinic/ui';
import * as styles from '../board.css';
import type { Call } from '../calls/callQueue';
import type { DisplayDoctor } from '../types';
import { DoctorCard } from './DoctorCard';

/** Columns for n cards: one row up to 3, 2×2 for 4, three columns up to 9, then four. */
const columnsFor = (count: number) => (count <= 3 ? count : count === 4 ? 2 : count <= 9 ? 3 : 4);

/** Is `call` for this doctor? Live calls name the doctor; calls replayed from the API name the room and doctor. */
function isFor(call: Call | undefined, doctor: DisplayDoctor): boolean {
  if (!call) return false;
  if (call.doctorId !== undefined) return call.doctorId === doctor.doctorId;
  return call.room === doctor.room && call.doctorName === doctor.doctorName;
}

export function Board({
  doctors,
  loading,
  current,
  locationName,
}: {
  doctors: DisplayDoctor[];
  locationName: string;
  loading: boolean;
  current: Call | undefined;
}) {
  const { t } = useT();
  if (loading) {
    return (
      <div className={styles.message}>
        <Spinner fullHeight={false} />
        <p>{t('display.board.loading')}</p>
      </div>
    );
  }
  if (doctors.length === 0) return <p className={styles.message}>{t('display.board.empty')}</p>;
  return (
    <ul className={styles.grid} data-cols={columnsFor(doctors.length)}>
      {doctors.map((doctor) => (
        <DoctorCard
          key={doctor.doctorId}
          doctor={doctor}
          locationName={locationName}
          calling={isFor(current, doctor) ? current : undefined}
        />
      ))}
    </ul>
  );
}
