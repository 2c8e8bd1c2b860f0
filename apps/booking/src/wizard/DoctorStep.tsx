import { Avatar, Spinner, useT } from '@clinic/ui';
import { errorText } from '../api';
import { useClinic } from '../site/clinic';
import { useLoad } from '../useLoad';
import type { StepProps } from './BookingWizard';
import { OptionCard } from './OptionCard';
import * as styles from './wizard.css';

/** Step 2: a doctor of the specialty who takes online bookings at the location, or any of them. */
export function DoctorStep({ choice, go }: StepProps) {
  const { t } = useT();
  const { api } = useClinic();
  const { specialtyId, locationId } = choice;
  const doctors = useLoad(
    (signal) => api.doctors({ specialtyId, locationId }, signal),
    [api, specialtyId, locationId],
  );
  const choose = (doctor: number | 'any') => go({ locationId, specialtyId, doctor });

  if (doctors.loading) return <Spinner fullHeight={false} />;
  if (doctors.error) return <p role="alert">{errorText(doctors.error, t)}</p>;
  const list = doctors.data ?? [];
  if (list.length === 0) return <p className={styles.empty}>{t('booking.doctor.none')}</p>;
  return (
    <div className={styles.options}>
      {list.length > 1 && (
        <OptionCard
          title={t('booking.doctor.any')}
          description={t('booking.doctor.anyHint')}
          onSelect={() => choose('any')}
        />
      )}
      {list.map((doctor) => (
        <OptionCard
          key={doctor.id}
          media={<Avatar src={doctor.avatarUrl} name={doctor.name} size="lg" />}
          title={doctor.name}
          description={
            <>
              {doctor.yearsOfExperience ? (
                <span className={styles.years}>
                  {t('booking.doctor.years', { count: doctor.yearsOfExperience })}
                </span>
              ) : null}
              {doctor.introduction && <span className={styles.clamp}>{doctor.introduction}</span>}
              {doctor.certificates && (
                <span className={styles.clamp}>
                  {t('booking.doctor.certificates', { text: doctor.certificates })}
                </span>
              )}
            </>
          }
          onSelect={() => choose(doctor.id)}
        />
      ))}
    </div>
  );
}
