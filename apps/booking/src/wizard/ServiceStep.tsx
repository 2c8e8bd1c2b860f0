import { useT } from '@clinic/ui';
import { useClinic } from '../site/clinic';
import type { StepProps } from './BookingWizard';
import { OptionCard } from './OptionCard';
import * as styles from './wizard.css';

/** Step 1: where (when the clinic has several locations) and which specialty. */
export function ServiceStep({ choice, go }: StepProps) {
  const { t } = useT();
  const { clinic } = useClinic();
  return (
    <>
      {clinic.locations.length > 1 && (
        <section className={styles.section} aria-labelledby="locations">
          <h2 id="locations" className={styles.sectionTitle}>
            {t('booking.service.location')}
          </h2>
          <div className={styles.options}>
            {clinic.locations.map((location) => (
              <OptionCard
                key={location.id}
                title={location.name}
                description={location.address}
                selected={choice.locationId === location.id}
                onSelect={() => go({ locationId: location.id }, { replace: true })}
              />
            ))}
          </div>
        </section>
      )}
      {choice.locationId && (
        <section className={styles.section} aria-labelledby="specialties">
          <h2 id="specialties" className={styles.sectionTitle}>
            {t('booking.service.specialties')}
          </h2>
          {clinic.specialties.length === 0 ? (
            <p className={styles.empty}>{t('booking.service.noSpecialties')}</p>
          ) : (
            <div className={styles.options}>
              {clinic.specialties.map((specialty) => (
                <OptionCard
                  key={specialty.id}
                  title={specialty.name}
                  onSelect={() => go({ locationId: choice.locationId, specialtyId: specialty.id })}
                />
              ))}
            </div>
          )}
        </section>
      )}
    </>
  );
}
