import { MAX_MEDICINES_PER_ADD, ScreenId } from '@clinic/domain';
import { medicinesBulkInput } from '@clinic/domain/contracts';
import { Button, Drawer, FormField, Input, NumberInput, Select, toast, useT } from '@clinic/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, type FieldErrors, type Path, useFieldArray } from 'react-hook-form';
import type { z } from 'zod';
import { serverFieldErrors, useZodForm } from '../../shared/forms/forms';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import * as resourceStyles from '../../shared/resources/resources.css';
import * as styles from './catalog.css';
import { unitOptions } from './medicines';
import { catalogClients, catalogKeys } from './queries';

type BulkValues = z.input<typeof medicinesBulkInput>;
type Row = BulkValues['medicines'][number];

const emptyRow = (): Row => ({ name: '', unit: 'tablet', price: 0, guide: '' });

/** The message id of a row's field error, from the form's own check or the server's answer. */
function rowError(errors: FieldErrors<BulkValues>, index: number, field: keyof Row): string | undefined {
  const message = errors.medicines?.[index]?.[field]?.message;
  return typeof message === 'string' ? message : undefined;
}

/**
 * The server's field errors (`body.medicines.3.name`) on the rows they name: every bad row shows its own
 * message. Returns false when the answer named no row.
 */
export function applyRowErrors(error: unknown, setError: (path: Path<BulkValues>, message: string) => void) {
  const fields = serverFieldErrors(error);
  let applied = false;
  for (const field of fields) {
    const path = field.path.replace(/^body\./, '');
    if (/^medicines\.\d+\.\w+$/.test(path)) {
      setError(path as Path<BulkValues>, field.messageId);
      applied = true;
    }
  }
  return applied;
}

/** Adds up to 20 medicines at once, all of them or none: a bad row keeps its error beside it. */
export function BulkMedicines({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useT();
  const errorText = useApiErrorText();
  const queryClient = useQueryClient();
  const form = useZodForm(medicinesBulkInput, { defaultValues: { medicines: [emptyRow()] } });
  const rows = useFieldArray({ control: form.control, name: 'medicines' });
  const errors = form.formState.errors;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh table each time it opens.
  useEffect(() => {
    if (open) form.reset({ medicines: [emptyRow()] });
  }, [open]);

  const save = useMutation({
    mutationFn: (body: z.output<typeof medicinesBulkInput>) =>
      catalogClients.medicines.bulkCreate(body, { screenId: ScreenId.MedicineLibrary }),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: catalogKeys.medicines });
      toast.success(t('catalog.medicines.bulkSaved', { count: saved.medicines.length }));
      onClose();
    },
    onError: (error) => {
      const applied = applyRowErrors(error, (path, message) =>
        form.setError(path, { type: 'server', message }),
      );
      if (!applied) toast.error(errorText(error) ?? '');
    },
  });

  const formId = 'bulk-medicines';
  const disabled = save.isPending;
  const units = unitOptions(t);
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size="lg"
      title={t('catalog.medicines.bulkTitle', { max: MAX_MEDICINES_PER_ADD })}
      footer={
        <div className={resourceStyles.footer}>
          <Button variant="secondary" onClick={onClose} disabled={disabled}>
            {t('resources.form.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={disabled}>
            {t('catalog.medicines.bulkSave')}
          </Button>
        </div>
      }
    >
      <p className={resourceStyles.note}>{t('catalog.medicines.bulkHint')}</p>
      <form id={formId} noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
        <table className={styles.bulkTable}>
          <colgroup>
            <col className={styles.bulkNumberColumn} />
            <col />
            <col className={styles.bulkUnitColumn} />
            <col className={styles.bulkPriceColumn} />
            <col className={styles.bulkRemoveColumn} />
          </colgroup>
          <thead>
            <tr>
              <th className={styles.bulkNumberHeader}>{t('catalog.medicines.row')}</th>
              <th className={styles.bulkHeader}>{t('catalog.medicines.name')}</th>
              <th className={styles.bulkHeader}>{t('catalog.medicines.unit')}</th>
              <th className={styles.bulkHeader}>{t('catalog.medicines.price')}</th>
              <th className={styles.bulkHeader} />
            </tr>
          </thead>
          {rows.fields.map((row, index) => (
            <tbody key={row.id} className={styles.bulkGroup} data-row={index}>
              <tr>
                <td className={`${styles.bulkCell} ${styles.bulkRowNumber}`} rowSpan={2}>
                  {index + 1}
                </td>
                <td className={styles.bulkCell}>
                  <FormField
                    label={`${t('catalog.medicines.name')} ${index + 1}`}
                    hideLabel
                    error={rowError(errors, index, 'name')}
                  >
                    <Input disabled={disabled} {...form.register(`medicines.${index}.name`)} />
                  </FormField>
                </td>
                <td className={styles.bulkCell}>
                  <FormField
                    label={`${t('catalog.medicines.unit')} ${index + 1}`}
                    hideLabel
                    error={rowError(errors, index, 'unit')}
                  >
                    <Select
                      options={units}
                      disabled={disabled}
                      {...form.register(`medicines.${index}.unit`)}
                    />
                  </FormField>
                </td>
                <td className={styles.bulkCell}>
                  <FormField
                    label={`${t('catalog.medicines.price')} ${index + 1}`}
                    hideLabel
                    error={rowError(errors, index, 'price')}
                  >
                    <Controller
                      control={form.control}
                      name={`medicines.${index}.price`}
                      render={({ field }) => (
                        <NumberInput
                          vnd
                          min={0}
                          value={typeof field.value === 'number' ? field.value : null}
                          onChange={field.onChange}
                          onBlur={field.onBlur}
                          ref={field.ref}
                          disabled={disabled}
                        />
                      )}
                    />
                  </FormField>
                </td>
                <td className={styles.bulkCell} rowSpan={2}>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={disabled || rows.fields.length === 1}
                    aria-label={t('catalog.medicines.bulkRemoveRow', { row: index + 1 })}
                    onClick={() => rows.remove(index)}
                  >
                    ✕
                  </Button>
                </td>
              </tr>
              <tr>
                <td className={styles.bulkCell} colSpan={3}>
                  <FormField
                    label={`${t('catalog.medicines.guide')} ${index + 1}`}
                    hideLabel
                    error={rowError(errors, index, 'guide')}
                  >
                    <Input
                      disabled={disabled}
                      placeholder={t('catalog.medicines.guide')}
                      {...form.register(`medicines.${index}.guide`)}
                    />
                  </FormField>
                </td>
              </tr>
            </tbody>
          ))}
        </table>
        <Button
          variant="secondary"
          disabled={disabled || rows.fields.length >= MAX_MEDICINES_PER_ADD}
          onClick={() => rows.append(emptyRow())}
        >
          {t('catalog.medicines.bulkAddRow')}
        </Button>
      </form>
    </Drawer>
  );
}
