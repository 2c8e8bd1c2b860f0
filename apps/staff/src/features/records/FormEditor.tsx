import { ApiError, type FormInputBody, type FormItem, fetchAll, type PropertyItem } from '@clinic/api-client';
import {
  errors as errorCatalogue,
  type FormOwnerKind,
  formInput,
  FormOwnerKind as Owner,
  PermissionLevel,
  parseFormErrorMessage,
  ScreenId,
} from '@clinic/domain';
import { formName } from '@clinic/i18n/builtin';
import { useAbility } from '@clinic/permissions';
import {
  Button,
  Card,
  EmptyState,
  FormField,
  Icon,
  Input,
  Select,
  Spinner,
  toast,
  translateText,
  useT,
} from '@clinic/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useController } from 'react-hook-form';
import { Link, useLocation, useRouter, useSearch } from 'wouter';
import { api } from '../../app/session';
import { Page } from '../../app/shell/Page';
import { applyServerFieldErrors, useZodForm } from '../../shared/forms/forms';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { ChosenProperties } from './ChosenProperties';
import { formsQueryKey } from './FormList';
import { FormPreview } from './FormPreview';
import { entityLabelKey, entityTypes, nameToSave } from './labels';
import { propertiesQueryKey } from './PropertyDrawer';
import * as styles from './records.css';

const call = { screenId: ScreenId.Forms };
const fieldNames = ['name', 'entityType', 'propertyIds'];

/** Every property of one record type (the form picks from them), 100 per request. */
function useEntityProperties(entityType: FormOwnerKind) {
  return useQuery({
    queryKey: [...propertiesQueryKey, 'all', entityType],
    queryFn: () => fetchAll((paging) => api.properties.search({ ...paging, entityTypeId: entityType }, call)),
  });
}

/** Screen 14's editor: a new form (formId null) or one form, loaded first. */
export function FormEditor({ formId }: { formId: number | null }) {
  const { t } = useT();
  const errorText = useApiErrorText();
  const form = useQuery({
    queryKey: [...formsQueryKey, 'one', formId],
    queryFn: () => api.forms.get(formId as number, call),
    enabled: formId !== null,
  });
  if (formId === null) return <FormEditorLoaded form={null} />;
  if (form.isPending)
    return (
      <Page title={t('records.forms.editTitle')}>
        <Spinner fullHeight={false} />
      </Page>
    );
  if (form.isError)
    return (
      <Page title={t('records.forms.editTitle')}>
        <EmptyState icon="alert" title={errorText(form.error)} action={<BackLink />} />
      </Page>
    );
  return <FormEditorLoaded form={form.data} />;
}

function BackLink() {
  const { t } = useT();
  const { base } = useRouter();
  return (
    <Link href={`~${base}`} className={styles.backLink}>
      <Icon name="chevron-left" size="sm" />
      {t('records.forms.back')}
    </Link>
  );
}

function FormEditorLoaded({ form: loaded }: { form: FormItem | null }) {
  const { t, lang } = useT();
  const errorText = useApiErrorText();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const { base } = useRouter();
  const search = useSearch();
  const canWrite = useAbility().canScreen(ScreenId.Forms, PermissionLevel.Write);
  const shownName = loaded ? formName(loaded, t) : '';
  const startEntity = (Number(new URLSearchParams(search).get('entity')) ||
    Owner.ClinicPatient) as FormOwnerKind;
  const form = useZodForm(formInput, {
    defaultValues: loaded
      ? { name: shownName, entityType: loaded.entityType, propertyIds: [...loaded.propertyIds] }
      : {
          name: '',
          entityType: entityTypes.includes(startEntity) ? startEntity : Owner.ClinicPatient,
          propertyIds: [],
        },
  });
  const { errors } = form.formState;
  const entityType = form.watch('entityType') as FormOwnerKind;
  const propertyIds = useController({ control: form.control, name: 'propertyIds' });
  const ids: number[] = propertyIds.field.value ?? [];
  const properties = useEntityProperties(entityType);
  const byId = useMemo(() => new Map((properties.data ?? []).map((p) => [p.id, p])), [properties.data]);
  const chosen = ids.map((id) => byId.get(id)).filter((p): p is PropertyItem => p !== undefined);
  const available = (properties.data ?? []).filter((p) => !ids.includes(p.id));

  // A new form starts with the record type's built-in properties, as the default form has them.
  const [seededFor, setSeededFor] = useState<FormOwnerKind | null>(loaded ? loaded.entityType : null);
  useEffect(() => {
    if (seededFor === entityType || !properties.data) return;
    form.setValue(
      'propertyIds',
      properties.data.filter((p) => p.fixed).map((p) => p.id),
    );
    setSeededFor(entityType);
  }, [entityType, properties.data, seededFor, form]);

  const save = useMutation({
    mutationFn: (input: FormInputBody) =>
      loaded ? api.forms.update(loaded.id, input, call) : api.forms.create(input, call),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: formsQueryKey });
      void queryClient.invalidateQueries({ queryKey: propertiesQueryKey });
      toast.success(
        t(loaded ? 'records.forms.saved' : 'records.forms.created', { name: formName(saved, t) }),
      );
      navigate(`~${base}`);
    },
    onError: (error) => {
      const code = error instanceof ApiError ? Number(error.code) : undefined;
      if (code === errorCatalogue.duplicateFormName.code)
        form.setError('name', { message: errorText(error) });
      else if (!applyServerFieldErrors(error, form.setError, fieldNames)) toast.error(errorText(error) ?? '');
    },
  });

  const readOnly = !canWrite;
  const disabled = readOnly || save.isPending;
  const isDefault = loaded?.isDefault ?? false;
  const title = loaded
    ? readOnly
      ? t('records.forms.viewTitle', { name: shownName })
      : t('records.forms.editTitle')
    : t('records.forms.createTitle');
  const idsError = errors.propertyIds?.message ?? errors.propertyIds?.root?.message;

  return (
    <Page wide title={title} actions={<BackLink />}>
      <form
        className={styles.editor}
        noValidate
        aria-label={title}
        onSubmit={form.handleSubmit((values) =>
          save.mutate({ ...(values as FormInputBody), name: nameToSave(loaded, values.name, t) }),
        )}
      >
        <Card>
          <div className={styles.formHead}>
            {isDefault && (
              <p className={`${styles.note} ${styles.wide}`}>
                <Icon name="lock" className={styles.noteIcon} />
                {t('records.forms.defaultNote')}
              </p>
            )}
            <FormField label={t('records.forms.name')} required error={errors.name?.message}>
              <Input
                placeholder={t('records.forms.namePlaceholder')}
                disabled={disabled}
                {...form.register('name')}
              />
            </FormField>
            <FormField
              label={t('records.entity.label')}
              required
              error={errors.entityType?.message}
              hint={loaded && !readOnly ? t('records.forms.entityLocked') : undefined}
            >
              <Select
                disabled={disabled || loaded !== null}
                options={entityTypes.map((e) => ({ value: e, label: t(entityLabelKey(e)) }))}
                {...form.register('entityType', { setValueAs: Number })}
              />
            </FormField>
          </div>
        </Card>
        {properties.isPending ? (
          <Spinner fullHeight={false} />
        ) : properties.isError ? (
          <EmptyState size="sm" icon="alert" title={errorText(properties.error)} />
        ) : (
          <ChosenProperties
            chosen={chosen}
            available={available}
            onChange={(next) => propertyIds.field.onChange(next)}
            locked={(p) => isDefault && p.fixed}
            error={
              idsError &&
              translateText(
                parseFormErrorMessage(idsError).id === 'formError.minItems'
                  ? 'records.forms.minOne'
                  : idsError,
                t,
                lang,
                { max: 100 },
              )
            }
            disabled={disabled}
            manageLink={
              canWrite ? (
                <Link href="~/settings/properties">{t('records.forms.manageProperties')}</Link>
              ) : null
            }
          />
        )}
        {!readOnly && (
          <div className={styles.footer}>
            <Button variant="secondary" onClick={() => navigate(`~${base}`)} disabled={save.isPending}>
              {t('records.forms.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('records.forms.save')}
            </Button>
          </div>
        )}
        <FormPreview properties={chosen} />
      </form>
    </Page>
  );
}
