import { Spinner, useT } from '@clinic/ui';
import { Suspense, useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { DetailsStep, DoctorStep, TimeStep } from '../lazy';
import { useClinic } from '../site/clinic';
import * as siteStyles from '../site/site.css';
import { type Choice, choiceSearch, parseChoice, previousChoice, STEPS, stepOf } from './choice';
import { ServiceStep } from './ServiceStep';
import * as styles from './wizard.css';

export interface StepProps {
  choice: Choice;
  /** Moves to `next`; `replace` for a change within the step (another day), so Back skips it. */
  go: (next: Choice, options?: { replace?: boolean }) => void;
}

/** Four steps, one per page: specialty (and location), doctor, day and time, the patient's details. */
export function BookingWizard() {
  const { t } = useT();
  const { slug, clinic } = useClinic();
  const [, navigate] = useLocation();
  const choice = parseChoice(useSearch());
  // A clinic with one location needs no question about it.
  if (!choice.locationId && clinic.locations.length === 1) choice.locationId = clinic.locations[0]?.id;
  const step = stepOf(choice);
  const index = STEPS.indexOf(step);
  const go: StepProps['go'] = (next, options) => navigate(`~/booking/${slug}${choiceSearch(next)}`, options);

  // A new step is a new page for screen readers and keyboards: focus moves to its title (not on first load).
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current !== step) heading.current?.focus();
    shown.current = step;
  }, [step]);

  return (
    <div className={styles.wizard}>
      <div className={styles.progress}>
        {index > 0 && (
          <button type="button" className={styles.back} onClick={() => go(previousChoice(choice))}>
            <span aria-hidden="true">‹</span> {t('booking.steps.back')}
          </button>
        )}
        <span className={styles.stepCount}>
          {t('booking.steps.label', { step: index + 1, total: STEPS.length })}
        </span>
        <span className={styles.bar} aria-hidden="true">
          <span className={styles.barFill} style={{ width: `${((index + 1) / STEPS.length) * 100}%` }} />
        </span>
      </div>
      <h1 ref={heading} tabIndex={-1} className={siteStyles.pageTitle}>
        {t(
          // Step 1 asks where first when there is a choice of location, then the specialty: its title says both.
          step === 'service' && clinic.locations.length > 1
            ? 'booking.steps.serviceWhere'
            : `booking.steps.${step}`,
        )}
      </h1>
      <Suspense fallback={<Spinner fullHeight={false} />}>
        {step === 'service' && <ServiceStep choice={choice} go={go} />}
        {step === 'doctor' && <DoctorStep choice={choice} go={go} />}
        {step === 'time' && <TimeStep choice={choice} go={go} />}
        {step === 'details' && <DetailsStep choice={choice} go={go} />}
      </Suspense>
    </div>
  );
}
