import type { PrescriptionTemplate, PrescriptionTemplateInput } from '@clinic/api-client';
import { errors, ScreenId } from '@clinic/domain';
import { prescriptionTemplateInput } from '@clinic/domain/contracts';
import { FormField, useT } from '@clinic/ui';
import type { Control, UseFormSetValue } from 'react-hook-form';
import type { FieldSectionProps, ResourceDescription } from '../../shared/resources/types';
import { type LinesForm, lineOfSaved, linesFormSchema } from './lineForm';
import { PrescriptionLines } from './PrescriptionLines';

/** The template's medicines in the drawer: the exam screen's line editor, without stock hints or prices. */
function TemplateLines({ control, errors, setValue, disabled }: FieldSectionProps) {
  const { t } = useT();
  return (
    <FormField label={t('prescriptions.templates.lines')} required>
      <PrescriptionLines
        control={control as unknown as Control<LinesForm>}
        errors={errors as never}
        setValue={setValue as unknown as UseFormSetValue<LinesForm>}
        disabled={disabled}
        screenId={ScreenId.PrescriptionTemplates}
      />
    </FormField>
  );
}

/** Screen 25: named prescriptions a doctor applies in one click on the exam screen. */
export const prescriptionTemplates: ResourceDescription<PrescriptionTemplate, PrescriptionTemplateInput> = {
  name: 'prescription-templates',
  screenId: ScreenId.PrescriptionTemplates,
  titleKey: 'screen.prescriptionTemplates',
  thingKey: 'prescriptions.templates.thing',
  formSize: 'lg',
  errorFields: { [errors.duplicateName.code]: 'name', [errors.medicineNotFound.code]: 'items' },
  columns: [
    { key: 'name', labelKey: 'prescriptions.templates.name', sortable: true },
    {
      key: 'diagnosis',
      labelKey: 'prescriptions.diagnosis',
      cell: (tpl) => tpl.diagnosis ?? '—',
      wrap: true,
    },
    {
      key: 'items',
      labelKey: 'prescriptions.templates.lines',
      cell: (tpl, t) => (
        <span title={tpl.items.map((line) => line.name).join(', ')}>
          {t('prescriptions.lineCount', { count: tpl.items.length })}
        </span>
      ),
    },
  ],
  fields: [
    { name: 'name', labelKey: 'prescriptions.templates.name', kind: 'text', required: true, wide: true },
    { name: 'diagnosis', labelKey: 'prescriptions.diagnosis', kind: 'textarea', maxLength: 4000 },
    { name: 'advice', labelKey: 'prescriptions.advice', kind: 'textarea', maxLength: 4000 },
    { name: 'items', kind: 'custom', render: (props) => <TemplateLines {...props} /> },
  ],
  schema: linesFormSchema(prescriptionTemplateInput) as unknown as ResourceDescription<
    PrescriptionTemplate,
    PrescriptionTemplateInput
  >['schema'],
  // The editor's lines carry the medicine's name (and whether it is still enabled) beside the body's fields.
  toInput: (tpl) => ({
    name: tpl.name,
    diagnosis: tpl.diagnosis,
    advice: tpl.advice,
    items: tpl.items.map(lineOfSaved) as unknown as PrescriptionTemplateInput['items'],
  }),
  emptyInput: { name: '', diagnosis: null, advice: null, items: [] },
};
