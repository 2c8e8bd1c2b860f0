import { FormOwnerKind, type PropertyDefinition, type PropertyValue } from '@clinic/domain';
import { formName } from '@clinic/i18n/builtin';
import { EmptyState, FormField, PropertyForm, Select, Spinner, useT } from '@clinic/ui';
import { uploader } from '../../app/uploader';
import type { HealthForm } from './queries';

/** The 'Hồ sơ sức khỏe' part: which form (when there are several) and its properties, editable or read-only. */
export function HealthRecord({
  forms,
  formId,
  onFormIdChange,
  properties,
  loading,
  values,
  onChange,
  errors,
  readOnly = false,
  disabled = false,
}: {
  forms: readonly HealthForm[] | undefined;
  formId: number | null;
  onFormIdChange: (id: number) => void;
  properties: readonly PropertyDefinition[] | undefined;
  loading: boolean;
  values: Readonly<Record<number, PropertyValue>>;
  onChange?: (values: Record<number, PropertyValue>) => void;
  errors?: Readonly<Record<number, string>>;
  readOnly?: boolean;
  disabled?: boolean;
}) {
  const { t } = useT();
  if (forms && forms.length === 0) return <EmptyState size="sm" title={t('patients.form.noHealthForm')} />;
  return (
    <>
      {forms && forms.length > 1 && (
        <FormField label={t('patients.form.healthForm')}>
          <Select
            value={formId ?? ''}
            onChange={(event) => onFormIdChange(Number(event.target.value))}
            options={forms.map((f) => ({
              value: f.id,
              label: formName({ name: f.name, entityType: FormOwnerKind.ClinicPatient }, t),
            }))}
          />
        </FormField>
      )}
      {loading || !properties ? (
        <Spinner fullHeight={false} label={t('patients.form.healthLoading')} />
      ) : (
        <PropertyForm
          properties={properties}
          values={values}
          onChange={onChange ?? (() => {})}
          errors={errors}
          uploader={uploader}
          readOnly={readOnly}
          disabled={disabled}
        />
      )}
    </>
  );
}
