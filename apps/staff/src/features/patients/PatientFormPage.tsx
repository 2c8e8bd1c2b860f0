import type { Patient } from '@clinic/api-client';
import type { PatientInput, PropertyValue } from '@clinic/domain';
import { Button, Card, EmptyState, Spinner, toast, useT, validatePropertyValues } from '@clinic/ui';
import { useState } from 'react';
import { Page } from '../../app/shell/Page';
import { applyServerFieldErrors, serverFieldErrors } from '../../shared/forms/forms';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { DuplicatePatients, useDuplicatePatients } from './duplicates';
import { HealthRecord } from './HealthRecord';
import { IdentityFields } from './IdentityFields';
import {
  type BirthMode,
  fixedColumns,
  identityFieldNames,
  initialPropertyValues,
  propertyEntries,
  usePatientForm,
} from './patientForm';
import * as styles from './patients.css';
import {
  findDuplicatePatients,
  findSharedPhonePatients,
  useFormProperties,
  useHealthForms,
  usePatient,
  useSavePatient,
} from './queries';
import { useLeaveGuard } from './useLeaveGuard';

/** '/new' and '/:id/edit': loads the record being edited, then shows the form. */
export function PatientFormPage({ id }: { id?: number }) {
  const { t } = useT();
  const patient = usePatient(id ?? null);
  if (id !== undefined && patient.isPending) return <Spinner fullHeight={false} />;
  if (id !== undefined && !patient.data)
    return (
      <EmptyState
        icon="alert"
        title={t('patients.details.notFound')}
        description={t('patients.details.notFoundText')}
      />
    );
  return <PatientForm key={id ?? 'new'} patient={patient.data} />;
}

/** The server's `properties.N.value` errors, put back on the property they belong to. */
function serverPropertyErrors(
  error: unknown,
  sent: readonly { propertyId: number }[],
): Record<number, string> {
  const fields = serverFieldErrors(error);
  const out: Record<number, string> = {};
  for (const f of fields) {
    const index = f.path.match(/^body\.properties\.(\d+)/)?.[1];
    const entry = index === undefined ? undefined : sent[Number(index)];
    if (entry) out[entry.propertyId] = f.messageId;
  }
  return out;
}

export function PatientForm({ patient }: { patient?: Patient }) {
  const { t } = useT();
  const errorText = useApiErrorText();
  const editing = patient !== undefined;
  const form = usePatientForm(patient);
  const [birthMode, setBirthMode] = useState<BirthMode>(
    patient ? (patient.birthday ? 'date' : 'year') : 'date',
  );
  const forms = useHealthForms();
  const [chosenFormId, setFormId] = useState<number | null>(null);
  const formId = chosenFormId ?? forms.data?.[0]?.id ?? null;
  const formProperties = useFormProperties(formId);
  const properties = formProperties.data ?? [];
  const [values, setValues] = useState<Record<number, PropertyValue>>(() => initialPropertyValues(patient));
  const [valuesDirty, setValuesDirty] = useState(false);
  const [propertyErrors, setPropertyErrors] = useState<Record<number, string>>({});
  const guard = useLeaveGuard(form.formState.isDirty || valuesDirty);
  // A new record only: the clinic's records of the same person are offered before a second one is made.
  const [typedName, typedPhone] = form.watch(['fullName', 'phone']);
  const duplicates = useDuplicatePatients(
    findDuplicatePatients,
    editing ? '' : (typedName ?? ''),
    editing ? '' : (typedPhone ?? ''),
    findSharedPhonePatients,
  );

  const save = useSavePatient(patient, {
    onSuccess: (saved) => {
      guard.release();
      toast.success(
        editing
          ? t('patients.form.saved', { name: saved.fullName })
          : t('patients.form.created', { name: saved.fullName, code: saved.code }),
      );
      guard.leave(`/${saved.id}`);
    },
    onError: (error, body) => {
      const onFields = applyServerFieldErrors(error, form.setError, identityFieldNames);
      const onProperties = serverPropertyErrors(error, body.properties ?? []);
      setPropertyErrors(onProperties);
      if (!onFields && Object.keys(onProperties).length === 0) toast.error(errorText(error) ?? '');
    },
  });

  const checkProperties = () => {
    const found = validatePropertyValues(properties, values);
    setPropertyErrors(found);
    return Object.keys(found).length === 0;
  };
  const submit = form.handleSubmit(
    (v) => {
      if (!checkProperties()) {
        toast.error(t('patients.form.fixErrors'));
        return;
      }
      const body: PatientInput = {
        ...v,
        // Cleared optional fields are sent as null, so an edit really clears them.
        email: v.email ?? null,
        birthday: birthMode === 'date' ? (v.birthday ?? null) : null,
        // The schema derives the year from a birthday.
        yearOfBirth: v.yearOfBirth ?? null,
        provinceId: v.provinceId ?? null,
        address: v.address ?? null,
        avatarFileId: v.avatarFileId ?? null,
        ...fixedColumns(properties, values, patient),
        properties: propertyEntries(properties, values, editing),
      };
      if (editing) save.mutate(body);
      else void duplicates.guard(() => save.mutate(body));
    },
    () => {
      // Identity errors show at the top, where the focus goes; the health record may be below the fold.
      if (!checkProperties()) toast.error(t('patients.form.fixErrors'));
    },
  );

  const busy = save.isPending;
  const back = patient ? `/${patient.id}` : '/';
  return (
    <Page
      title={patient ? t('patients.form.editTitle', { name: patient.fullName }) : t('patients.form.addTitle')}
      text={patient?.code}
    >
      <form className={styles.stack} noValidate onSubmit={submit}>
        <Card title={t('patients.form.identity')}>
          <DuplicatePatients
            className={styles.duplicatesNotice}
            matches={duplicates.matches}
            shared={duplicates.shared}
            actionLabel={t('patients.duplicates.open')}
            onPick={(existing) => guard.leave(`/${existing.id}`)}
          />
          <IdentityFields
            form={form}
            birthMode={birthMode}
            onBirthModeChange={setBirthMode}
            disabled={busy}
          />
        </Card>
        <Card title={t('patients.form.health')}>
          <HealthRecord
            forms={forms.data}
            formId={formId}
            onFormIdChange={setFormId}
            properties={formProperties.data}
            loading={forms.isPending || formProperties.isPending}
            values={values}
            onChange={(next) => {
              setValues(next);
              setValuesDirty(true);
            }}
            errors={propertyErrors}
            disabled={busy}
          />
        </Card>
        <div className={styles.formFooter}>
          <Button variant="secondary" onClick={() => guard.leave(back)} disabled={busy}>
            {t('patients.form.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('patients.form.save')}
          </Button>
        </div>
      </form>
      {guard.dialog}
      {duplicates.dialog}
    </Page>
  );
}
