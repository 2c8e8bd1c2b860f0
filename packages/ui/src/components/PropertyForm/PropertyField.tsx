import {
  BLOOD_PRESSURE,
  MB,
  numericFixedProperties,
  PROPERTY_IMAGES_MAX_FILES,
  PROPERTY_MEDIA_MAX_BYTES,
  PROPERTY_MULTILINE_MAX_LENGTH,
  PROPERTY_TEXT_MAX_LENGTH,
  type PropertyDefinition,
  PropertyFieldType,
  type PropertyValue,
} from '@clinic/domain';
import type { Translate } from '@clinic/i18n';
import { isClinicNamedProperty, propertyName } from '@clinic/i18n/builtin';
import type { ReactNode } from 'react';
import { useT } from '../../useT';
import { DatePicker } from '../DatePicker/DatePicker';
import { FormField } from '../FormField/FormField';
import { Input } from '../Input/Input';
import { Select } from '../Select/Select';
import { SymptomInput } from '../SymptomInput/SymptomInput';
import { Textarea } from '../Textarea/Textarea';
import { DateTimeInput } from './DateTimeInput';
import { ImagesInput } from './ImagesInput';
import * as styles from './PropertyForm.css';
import type { FileUploader } from './uploads';
import { VideoInput } from './VideoInput';
import { errorParamsFor } from './validatePropertyValues';

export interface PropertyFieldProps {
  property: PropertyDefinition;
  value: PropertyValue;
  onChange: (value: PropertyValue) => void;
  error?: string | undefined;
  uploader: FileUploader;
  disabled?: boolean;
  className?: string;
  /** Beside a Date property's picker: a tool that fills it (the exam's pregnancy calculator). */
  dateAction?: DateAction | undefined;
  /** Offered while the fixed 'symptom' property is typed (SymptomInput). */
  symptomSuggestions?: readonly string[] | undefined;
}

/** What a form puts beside a Date property's picker, given the property and a setter of its value. */
export type DateAction = (property: PropertyDefinition, fill: (day: string) => void) => ReactNode;

const text = (value: PropertyValue) => (typeof value === 'string' ? value : '');
const fileIds = (value: PropertyValue) => (Array.isArray(value) ? value : null);
/** Empty text is no value: the stored values stay clean ('' never reaches the API). */
const orNull = (value: string) => (value === '' ? null : value);

/**
 * A property's name: a built-in one ('Chiều cao (cm)') in the reader's language; the clinic's own as typed, and in
 * another language than Vietnamese it says discreetly (a tooltip) that it is the clinic's wording, not an
 * untranslated screen: the clinic wrote it once, in its own language.
 */
export function PropertyLabel({ property }: { property: PropertyDefinition }) {
  const { t, lang } = useT();
  const label = propertyName(property, t);
  return lang !== 'vi' && isClinicNamedProperty(property) ? (
    <span title={t('formRenderer.clinicNamed')}>{label}</span>
  ) : (
    label
  );
}

/** One property in edit mode: its label, the input of its type, and its error under it. */
export function PropertyField({
  property,
  value,
  onChange,
  error,
  uploader,
  disabled,
  className,
  dateAction,
  symptomSuggestions,
}: PropertyFieldProps) {
  const { t } = useT();
  const label = propertyName(property, t);
  return (
    <FormField
      label={<PropertyLabel property={property} />}
      error={error}
      errorParams={errorParamsFor(property)}
      hint={hintFor(property, t)}
      className={className}
    >
      {control()}
    </FormField>
  );

  function control() {
    const isSymptom =
      property.fixed &&
      property.internalName === 'symptom' &&
      (property.fieldType === PropertyFieldType.FreeText ||
        property.fieldType === PropertyFieldType.MultilineText);
    if (isSymptom && symptomSuggestions)
      return (
        <SymptomInput
          value={text(value)}
          suggestions={symptomSuggestions}
          maxLength={
            property.fieldType === PropertyFieldType.FreeText
              ? PROPERTY_TEXT_MAX_LENGTH
              : PROPERTY_MULTILINE_MAX_LENGTH
          }
          disabled={disabled}
          onChange={(next) => onChange(orNull(next))}
        />
      );
    switch (property.fieldType) {
      case PropertyFieldType.FreeText: {
        const numeric = property.fixed && numericFixedProperties[property.internalName] !== undefined;
        // Blood pressure is written as it is said, systolic over diastolic: the placeholder shows the form.
        const bloodPressure = property.fixed && property.internalName === BLOOD_PRESSURE.key;
        return (
          <Input
            value={text(value)}
            inputMode={numeric ? 'decimal' : undefined}
            placeholder={bloodPressure ? BLOOD_PRESSURE.example : undefined}
            maxLength={numeric || bloodPressure ? 20 : PROPERTY_TEXT_MAX_LENGTH}
            disabled={disabled}
            onChange={(event) => onChange(orNull(event.target.value))}
          />
        );
      }
      case PropertyFieldType.MultilineText:
        return (
          <Textarea
            value={text(value)}
            maxLength={PROPERTY_MULTILINE_MAX_LENGTH}
            disabled={disabled}
            onChange={(event) => onChange(orNull(event.target.value))}
          />
        );
      case PropertyFieldType.ListOfOptions: {
        const current = text(value);
        // A stored answer no longer among the options stays visible (and is flagged by validation).
        const options = [
          ...property.options,
          ...(current && !property.options.includes(current) ? [current] : []),
        ];
        return (
          <Select
            placeholder
            value={current}
            options={options.map((option) => ({ value: option, label: option }))}
            disabled={disabled}
            onChange={(event) => onChange(orNull(event.target.value))}
          />
        );
      }
      case PropertyFieldType.Date: {
        const picker = <DatePicker value={text(value) || null} disabled={disabled} onChange={onChange} />;
        const action = !disabled && dateAction?.(property, onChange);
        return action ? (
          <div className={styles.dateWithAction}>
            {picker}
            {action}
          </div>
        ) : (
          picker
        );
      }
      case PropertyFieldType.DateTime:
        return (
          <DateTimeInput value={text(value) || null} label={label} disabled={disabled} onChange={onChange} />
        );
      case PropertyFieldType.Images:
        return (
          <ImagesInput value={fileIds(value)} uploader={uploader} disabled={disabled} onChange={onChange} />
        );
      case PropertyFieldType.Video:
        return (
          <VideoInput value={fileIds(value)} uploader={uploader} disabled={disabled} onChange={onChange} />
        );
      default:
        return <Input value={text(value)} disabled />;
    }
  }
}

function hintFor(property: PropertyDefinition, t: Translate): string | undefined {
  const max = PROPERTY_MEDIA_MAX_BYTES / MB;
  if (property.fieldType === PropertyFieldType.Images)
    return t('formRenderer.images.hint', { max, count: PROPERTY_IMAGES_MAX_FILES });
  if (property.fieldType === PropertyFieldType.Video) return t('formRenderer.video.hint', { max });
  return undefined;
}
