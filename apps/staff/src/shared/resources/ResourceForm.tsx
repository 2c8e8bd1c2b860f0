import { ApiError, type ResourceClient } from '@clinic/api-client';
import { Button, Drawer, toast, useT } from '@clinic/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { applyServerFieldErrors, useZodForm } from '../forms/forms';
import { useApiErrorText } from '../forms/useApiErrorText';
import { FieldInput } from './FieldInput';
import * as styles from './resources.css';
import type { FieldSectionProps, NamedRow, ResourceDescription } from './types';

export interface ResourceFormProps<Item extends NamedRow, Input extends FieldValues> {
  description: ResourceDescription<Item, Input>;
  client: ResourceClient<Item, Input>;
  /** The row being edited; null to create one. */
  item: Item | null;
  open: boolean;
  onClose: () => void;
  /** After a successful save, with the saved row. */
  onSaved?: (item: Item) => void;
}

/** Null form values become '' for text inputs (a controlled input never holds null). */
function toFormValues(values: FieldValues): FieldValues {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === null ? '' : v]));
}

/** The create/edit drawer of a resource: fields from the description, the zod schema, server field errors. */
export function ResourceForm<Item extends NamedRow, Input extends FieldValues>({
  description,
  client,
  item,
  open,
  onClose,
  onSaved,
}: ResourceFormProps<Item, Input>) {
  const { t } = useT();
  const errorText = useApiErrorText();
  const queryClient = useQueryClient();
  const initial = item ? description.toInput(item) : description.emptyInput;
  const form = useZodForm(description.schema, { defaultValues: toFormValues(initial) });
  const fieldNames = Object.keys(description.emptyInput);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when another row (or none) is opened.
  useEffect(() => {
    if (open) form.reset(toFormValues(item ? description.toInput(item) : description.emptyInput));
  }, [open, item]);

  const save = useMutation({
    mutationFn: (input: Input) => {
      const call = { screenId: description.screenId };
      return item ? client.update(item.id, input, call) : client.create(input, call);
    },
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: ['resources', description.name] });
      toast.success(t(item ? 'resources.form.saved' : 'resources.form.created', { name: saved.name }));
      onSaved?.(saved);
      onClose();
    },
    onError: (error) => {
      const field = error instanceof ApiError ? description.errorFields?.[Number(error.code)] : undefined;
      if (field) {
        form.setError(field as Path<FieldValues>, { type: 'server', message: error.message });
        return;
      }
      if (!applyServerFieldErrors(error, form.setError, fieldNames)) toast.error(errorText(error) ?? '');
    },
  });

  const thing = t(description.thingKey);
  const formId = `resource-form-${description.name}`;
  const ctx: FieldSectionProps = {
    control: form.control,
    register: form.register,
    errors: form.formState.errors,
    disabled: save.isPending,
    setValue: form.setValue as unknown as FieldSectionProps['setValue'],
    itemId: item?.id ?? null,
  };
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={description.formSize ?? 'md'}
      title={t(item ? 'resources.form.editTitle' : 'resources.form.createTitle', { thing })}
      footer={
        <div className={styles.footer}>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {t('resources.form.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={save.isPending}>
            {t('resources.form.save')}
          </Button>
        </div>
      }
    >
      <form
        id={formId}
        className={styles.grid}
        noValidate
        onSubmit={form.handleSubmit((values) => save.mutate(values))}
      >
        {description.fields.map((field) => (
          <FieldInput key={field.name} field={field} {...ctx} />
        ))}
      </form>
    </Drawer>
  );
}
