import { genderOptions } from '@clinic/domain';
import { Button, FormField, Input, RadioGroup, SymptomInput, Textarea, tidySymptom, useT } from '@clinic/ui';
import { type FormEvent, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { errorText, fieldErrors } from '../api';
import { rememberBooking } from '../booking/saved';
import { formatDay } from '../days';
import { useClinic } from '../site/clinic';
import { useLoad } from '../useLoad';
import type { StepProps } from './BookingWizard';
import { slotQuery } from './choice';
import { checkDetails, type DetailErrors, type Details, emptyDetails } from './details';
import * as styles from './wizard.css';

/** Step 4: who is coming. Sends the booking; the API decides the doctor (for 'any'), the status and the code. */
export function DetailsStep({ choice, go }: StepProps) {
  const { t, lang } = useT();
  const { slug, clinic, api } = useClinic();
  const [, navigate] = useLocation();
  const [details, setDetails] = useState<Details>(emptyDetails);
  const [errors, setErrors] = useState<DetailErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const location = clinic.locations.find((l) => l.id === choice.locationId);
  const specialty = clinic.specialties.find((s) => s.id === choice.specialtyId);
  const { specialtyId, locationId } = choice;
  const doctors = useLoad(
    (signal) => api.doctors({ specialtyId, locationId }, signal),
    [api, specialtyId, locationId],
  );
  // The clinic's enabled symptom suggestions, offered while the symptom is typed; none if they fail to load.
  const symptoms = useLoad((signal) => api.symptoms(signal), [api]);
  const symptomNames = useMemo(() => (symptoms.data ?? []).map((s) => s.name), [symptoms.data]);
  const doctorName =
    choice.doctor === 'any'
      ? t('booking.doctor.any')
      : doctors.data?.find((d) => d.id === choice.doctor)?.name;

  const set = <K extends keyof Details>(key: K, value: Details[K]) => {
    setDetails((d) => ({ ...d, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkDetails(details);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      document.getElementById(`field-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setSending(true);
    try {
      const booking = await api.book({
        ...slotQuery(choice, choice.date as string),
        time: choice.time as string,
        fullName: details.fullName.trim(),
        phone: details.phone,
        gender: details.gender as 0 | 1,
        yearOfBirth: Number(details.yearOfBirth),
        symptom: tidySymptom(details.symptom.trim()) || null,
        note: details.note.trim() || null,
        ...(details.website ? { website: details.website } : {}),
      });
      rememberBooking(slug, booking, details.phone);
      navigate(`~/booking/${slug}/booked`, { replace: true });
    } catch (error) {
      const byField = fieldErrors(error);
      if (Object.keys(byField).length > 0) setErrors(byField);
      else setFailure(errorText(error, t));
      setSending(false);
    }
  }

  const field = (key: keyof Details) => ({
    id: `field-${key}`,
    error: errors[key],
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <dl className={styles.summary} aria-label={t('booking.form.summary')}>
        <dt>{t('booking.result.when')}</dt>
        <dd>
          {choice.time} · {formatDay(choice.date as string, lang, 'long')}
        </dd>
        <dt>{t('booking.result.specialty')}</dt>
        <dd>{specialty?.name}</dd>
        <dt>{t('booking.result.doctor')}</dt>
        <dd>{doctorName ?? '…'}</dd>
        <dt>{t('booking.result.location')}</dt>
        <dd>
          {location?.name}
          {location?.address && <span className={styles.muted}> · {location.address}</span>}
        </dd>
      </dl>

      <FormField
        label={t('booking.form.fullName')}
        required
        {...field('fullName')}
        errorParams={{ max: 200 }}
      >
        <Input
          autoComplete="name"
          maxLength={200}
          value={details.fullName}
          onChange={(e) => set('fullName', e.target.value)}
        />
      </FormField>
      <FormField
        label={t('booking.form.phone')}
        required
        hint={t('booking.form.phoneHint')}
        {...field('phone')}
      >
        <Input
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={20}
          value={details.phone}
          onChange={(e) => set('phone', e.target.value)}
        />
      </FormField>
      <div className={styles.pair}>
        <FormField label={t('booking.form.gender')} required {...field('gender')}>
          <RadioGroup<0 | 1>
            orientation="horizontal"
            value={details.gender ?? null}
            onChange={(value) => set('gender', value)}
            options={genderOptions.map((o) => ({ value: o.value, label: t(o.labelKey) }))}
          />
        </FormField>
        <FormField label={t('booking.form.yearOfBirth')} required {...field('yearOfBirth')}>
          <Input
            inputMode="numeric"
            autoComplete="bday-year"
            maxLength={4}
            placeholder="1990"
            value={details.yearOfBirth}
            onChange={(e) => set('yearOfBirth', e.target.value.replace(/\D/g, ''))}
          />
        </FormField>
      </div>
      <FormField
        label={t('booking.form.symptom')}
        hint={t('booking.form.symptomHint')}
        {...field('symptom')}
        errorParams={{ max: 2000 }}
      >
        <SymptomInput
          maxLength={2000}
          value={details.symptom}
          suggestions={symptomNames}
          onChange={(value) => set('symptom', value)}
        />
      </FormField>
      <FormField label={t('booking.form.note')} {...field('note')} errorParams={{ max: 2000 }}>
        <Textarea
          rows={2}
          maxLength={2000}
          value={details.note}
          onChange={(e) => set('note', e.target.value)}
        />
      </FormField>
      {/* The honeypot: off screen and out of the tab order; only a bot fills it in. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label>
          {t('booking.form.honeypot')}
          <input
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={details.website}
            onChange={(e) => set('website', e.target.value)}
          />
        </label>
      </div>

      {failure && (
        <div className={styles.failure} role="alert">
          <p>{failure}</p>
          <Button variant="secondary" size="sm" onClick={() => go({ ...choice, time: undefined })}>
            {t('booking.time.slots')}
          </Button>
        </div>
      )}
      <Button type="submit" size="lg" fullWidth loading={sending} loadingLabel={t('booking.form.submitting')}>
        {t('booking.form.submit')}
      </Button>
      <p className={styles.hint}>{t('booking.form.privacy')}</p>
    </form>
  );
}
