import { type ApiClient, ApiError, type PropertyInputBody, type PropertyItem } from '@clinic/api-client';
import {
  errors as errorCatalogue,
  type FormOwnerKind,
  PropertyFieldType,
  type PropertyInput,
  ScreenId,
  suggestInternalName,
} from '@clinic/domain';
import {
  Button,
  Drawer,
  FormField,
  Icon,
  Input,
  RadioGroup,
  Select,
  toast,
  translateText,
  useT,
} from '@clinic/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { api } from '../../app/session';
import { applyServerFieldErrors, useZodForm } from '../../shared/forms/forms';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import * as resourceStyles from '../../shared/resources/resources.css';
import {
  entityLabelKey,
  entityTypes,
  fieldTypeHintKey,
  fieldTypeLabelKey,
  fieldTypes,
  propertyDisplayName,
  sizeLabel,
  sizes,
} from './labels';
import { OptionsEditor } from './OptionsEditor';
import { propertyFormSchema } from './propertySchema';
import * as styles from './records.css';

const call = { screenId: ScreenId.Properties };
const fieldNames = ['name', 'internalName', 'entityType', 'fieldType', 'size', 'options'];
export const propertiesQueryKey = ['records', 'properties'] as const;

const toValues = (property: PropertyItem | null, entityType: FormOwnerKind): PropertyInput =>
  property
    ? {
        name: property.name,
        internalName: property.internalName,
        entityType: property.entityType,
        fieldType: property.fieldType,
        size: property.size,
        options: [...property.options],
      }
    : { name: '', internalName: '', entityType, fieldType: PropertyFieldType.FreeText, size: 6, options: [] };

export interface PropertyDrawerProps {
  /** The property to edit (or, when fixed or without Write, to view); null to create one. */
  property: PropertyItem | null;
  /** The record type a new property starts with: the tab the list shows. */
  entityType: FormOwnerKind;
  readOnly: boolean;
  onClose: () => void;
  /** The calls it makes; tests pass a recording one. */
  client?: Pick<ApiClient['properties'], 'create' | 'update'>;
}

/**
 * Create, edit or view one property: name, internal name (made from the name until the user types their own),
 * record type, data type, width and, for a list, its options. Built-in properties only show, with why.
 */
export function PropertyDrawer({
  property,
  entityType,
  readOnly: noWrite,
  onClose,
  client = api.properties,
}: PropertyDrawerProps) {
  const { t, lang } = useT();
  const errorText = useApiErrorText();
  const queryClient = useQueryClient();
  const readOnly = noWrite || Boolean(property?.fixed);
  const form = useZodForm(propertyFormSchema, { defaultValues: toValues(property, entityType) });
  const { errors, isSubmitted } = form.formState;
  // A new property's internal name follows its name until the user types one (an emptied field follows again).
  const [autoInternalName, setAutoInternalName] = useState(property === null);
  const fieldType = form.watch('fieldType');
  const size = useController({ control: form.control, name: 'size' });
  const options = useController({ control: form.control, name: 'options' });

  const save = useMutation({
    mutationFn: (input: PropertyInputBody) =>
      property ? client.update(property.id, input, call) : client.create(input, call),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: propertiesQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['records', 'forms'] });
      toast.success(t(property ? 'resources.form.saved' : 'resources.form.created', { name: saved.name }));
      onClose();
    },
    onError: (error) => {
      const code = error instanceof ApiError ? Number(error.code) : undefined;
      const text = errorText(error);
      if (code === errorCatalogue.duplicateInternalName.code)
        form.setError('internalName', { message: text });
      else if (code === errorCatalogue.duplicateOptions.code || code === errorCatalogue.emptyOptions.code)
        form.setError('options', { message: text });
      else if (!applyServerFieldErrors(error, form.setError, fieldNames)) toast.error(text ?? '');
    },
  });

  const nameField = form.register('name', {
    onChange: (event) => {
      if (autoInternalName) {
        const name = String(event.target.value);
        form.setValue('internalName', name.trim() ? suggestInternalName(name) : '', {
          shouldValidate: isSubmitted,
        });
      }
    },
  });
  const internalNameField = form.register('internalName', {
    onChange: (event) => setAutoInternalName(String(event.target.value).trim() === '' && property === null),
  });
  const disabled = readOnly || save.isPending;
  const optionsError = errors.options?.message ?? errors.options?.root?.message;
  const title = property
    ? readOnly
      ? t('records.properties.viewTitle', { name: propertyDisplayName(property, t) })
      : t('resources.form.editTitle', { thing: t('records.properties.thing') })
    : t('resources.form.createTitle', { thing: t('records.properties.thing') });

  return (
    <Drawer
      open
      onClose={onClose}
      title={title}
      footer={
        <div className={resourceStyles.footer}>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {t(readOnly ? 'records.properties.close' : 'resources.form.cancel')}
          </Button>
          {!readOnly && (
            <Button type="submit" form="property-form" loading={save.isPending}>
              {t('resources.form.save')}
            </Button>
          )}
        </div>
      }
    >
      <form
        id="property-form"
        className={resourceStyles.form}
        noValidate
        onSubmit={form.handleSubmit((values) => save.mutate(values))}
      >
        {property?.fixed && (
          <p className={styles.note}>
            <Icon name="lock" className={styles.noteIcon} />
            {t('records.properties.fixedNote')}
          </p>
        )}
        <FormField label={t('records.properties.name')} required error={errors.name?.message}>
          {property?.fixed ? (
            <Input value={propertyDisplayName(property, t)} disabled readOnly />
          ) : (
            <Input placeholder={t('records.properties.namePlaceholder')} disabled={disabled} {...nameField} />
          )}
        </FormField>
        <FormField
          label={t('records.properties.internalName')}
          required
          error={errors.internalName?.message}
          hint={t(
            autoInternalName ? 'records.properties.internalNameAuto' : 'records.properties.internalNameHint',
          )}
        >
          <Input
            inputClassName={styles.code}
            autoComplete="off"
            spellCheck={false}
            disabled={disabled}
            {...internalNameField}
          />
        </FormField>
        <FormField
          label={t('records.entity.label')}
          required
          error={errors.entityType?.message}
          hint={property && !readOnly ? t('records.properties.entityLocked') : undefined}
        >
          <Select
            disabled={disabled || property !== null}
            options={entityTypes.map((e) => ({ value: e, label: t(entityLabelKey(e)) }))}
            {...form.register('entityType', { setValueAs: Number })}
          />
        </FormField>
        <FormField
          label={t('records.properties.fieldType')}
          required
          error={errors.fieldType?.message}
          hint={fieldType ? t(fieldTypeHintKey(fieldType)) : undefined}
        >
          <Select
            disabled={disabled}
            options={fieldTypes.map((type) => ({ value: type, label: t(fieldTypeLabelKey(type)) }))}
            {...form.register('fieldType', { setValueAs: Number })}
          />
        </FormField>
        <FormField label={t('records.properties.size')} required error={errors.size?.message}>
          <RadioGroup
            orientation="horizontal"
            disabled={disabled}
            value={size.field.value}
            onChange={size.field.onChange}
            options={sizes.map((s) => ({ value: s, label: sizeLabel(s, t) }))}
          />
        </FormField>
        {fieldType === PropertyFieldType.ListOfOptions && (
          <OptionsEditor
            value={options.field.value ?? []}
            onChange={(next) => {
              options.field.onChange(next);
              if (isSubmitted) void form.trigger('options');
            }}
            showEmpty={isSubmitted}
            error={optionsError && translateText(optionsError, t, lang)}
            disabled={disabled}
          />
        )}
      </form>
    </Drawer>
  );
}
