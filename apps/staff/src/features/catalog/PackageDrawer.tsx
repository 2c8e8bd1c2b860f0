import { ApiError, type PackageInput, type PackageItem } from '@clinic/api-client';
import { errors as errorCatalog, PackageStatus, PackageType, ScreenId } from '@clinic/domain';
import { packageInput } from '@clinic/domain/contracts';
import { formatVnd, type Translate } from '@clinic/i18n';
import { Button, Drawer, Notice, toast, useT } from '@clinic/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerFieldErrors, useZodForm } from '../../shared/forms/forms';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { FieldInput } from '../../shared/resources/FieldInput';
import * as resourceStyles from '../../shared/resources/resources.css';
import type { FieldSectionProps, ResourceField } from '../../shared/resources/types';
import * as styles from './catalog.css';
import { type KnownProducts, lineKey, linesTotal, PackageLines } from './PackageLines';
import type { Product } from './products';
import { catalogClients, catalogKeys } from './queries';

const call = { screenId: ScreenId.Packages };
const fieldNames = [
  'code',
  'name',
  'type',
  'price',
  'promotionPrice',
  'expireAfterDays',
  'items',
  'description',
];
/** The API's refusals that belong to one field: shown under it rather than in a toast. */
const errorFields: Readonly<Record<number, 'code' | 'promotionPrice'>> = {
  [errorCatalog.duplicatePackage.code]: 'code',
  [errorCatalog.promotionPriceAbovePrice.code]: 'promotionPrice',
};
export const packageTypeOptions = Object.values(PackageType);

/** The package's own fields, drawn by the resource forms' FieldInput; its lines and totals sit between. */
const packageFields = (t: Translate): readonly ResourceField[] => [
  { name: 'code', labelKey: 'catalog.packages.code', kind: 'text', required: true },
  { name: 'name', labelKey: 'catalog.packages.name', kind: 'text', required: true },
  {
    name: 'type',
    labelKey: 'catalog.packages.type',
    kind: 'select',
    required: true,
    text: true,
    options: () =>
      packageTypeOptions.map((type) => ({ value: type, label: t(`catalog.packageTypes.${type}`) })),
  },
  {
    name: 'expireAfterDays',
    labelKey: 'catalog.packages.expireAfterDays',
    kind: 'number',
    required: true,
    min: 1,
  },
  { name: 'price', labelKey: 'catalog.packages.price', kind: 'number', required: true, vnd: true, min: 0 },
  { name: 'promotionPrice', labelKey: 'catalog.packages.promotionPrice', kind: 'number', vnd: true, min: 0 },
];
const descriptionField: ResourceField = {
  name: 'description',
  labelKey: 'catalog.packagesScreen.description',
  kind: 'textarea',
};

/** What the form starts from: the package's own values, or an empty examination package of 30 days. */
function startValues(item: PackageItem | null): PackageInput {
  if (!item) {
    return {
      code: '',
      name: '',
      type: PackageType.Examination,
      price: undefined as unknown as number,
      promotionPrice: null,
      expireAfterDays: 30,
      items: [],
      description: '',
    };
  }
  return {
    code: item.code,
    name: item.name,
    type: item.type,
    price: item.price,
    promotionPrice: item.promotionPrice,
    expireAfterDays: item.expireAfterDays,
    items: item.items.map((line) => ({
      serviceId: line.serviceId,
      medicineId: line.medicineId,
      count: line.count,
    })),
    description: item.description ?? '',
  };
}

/** The products of a saved package's lines, so its lines show their names and prices before any search. */
function knownOf(item: PackageItem | null): Map<string, Product> {
  const known = new Map<string, Product>();
  for (const line of item?.items ?? []) {
    const product: Product = {
      kind: line.kind,
      id: (line.serviceId ?? line.medicineId)!,
      code: line.code,
      name: line.name,
      price: line.price,
    };
    known.set(lineKey(line), product);
  }
  return known;
}

/**
 * Screen 19's editor: the package's code, name, type, prices, days of use after payment and its items (picked
 * from the services and medicines), with the items' total at today's prices against what the patient pays. An
 * Approved package may be edited and goes back to Draft (said before saving); one waiting for approval is shown
 * read-only.
 */
export function PackageDrawer({
  item,
  readOnly,
  onClose,
}: {
  /** null: a new package. */
  item: PackageItem | null;
  readOnly: boolean;
  onClose: () => void;
}) {
  const { t } = useT();
  const errorText = useApiErrorText();
  const queryClient = useQueryClient();
  const [known, setKnown] = useState<KnownProducts>(() => knownOf(item));
  const form = useZodForm(packageInput, { defaultValues: startValues(item) });
  const save = useMutation({
    mutationFn: (values: z.output<typeof packageInput>) =>
      item
        ? catalogClients.packages.update(item.id, values, call)
        : catalogClients.packages.create(values, call),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: catalogKeys.packages });
      toast.success(t('catalog.packagesScreen.saved', { name: saved.name }));
      onClose();
    },
    onError: (error) => {
      const field = error instanceof ApiError ? errorFields[Number(error.code)] : undefined;
      if (field) form.setError(field, { type: 'server', message: error.message });
      else if (!applyServerFieldErrors(error, form.setError, fieldNames)) toast.error(errorText(error) ?? '');
    },
  });
  const disabled = readOnly || save.isPending;
  const { errors } = form.formState;
  const ctx: FieldSectionProps = {
    control: form.control as unknown as FieldSectionProps['control'],
    register: form.register as unknown as FieldSectionProps['register'],
    errors,
    disabled,
  };
  const [lines, price, promotionPrice] = useWatch({
    control: form.control,
    name: ['items', 'price', 'promotionPrice'],
  });
  const itemsTotal = linesTotal(lines ?? [], known);
  const pays = promotionPrice ?? price ?? 0;
  const saving = itemsTotal - pays;
  const title = item ? (readOnly ? 'viewTitle' : 'editTitle') : 'addTitle';
  return (
    <Drawer
      open
      size="lg"
      onClose={onClose}
      title={t(`catalog.packagesScreen.${title}`)}
      footer={
        <div className={resourceStyles.footer}>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {t(readOnly ? 'people.users.close' : 'resources.form.cancel')}
          </Button>
          {!readOnly && (
            <Button type="submit" form="package-form" loading={save.isPending}>
              {t('resources.form.save')}
            </Button>
          )}
        </div>
      }
    >
      <form
        id="package-form"
        className={resourceStyles.grid}
        noValidate
        onSubmit={form.handleSubmit((values) => save.mutate(values))}
      >
        {item?.status === PackageStatus.Approved && !readOnly && (
          <Notice tone="warning" className={resourceStyles.wide}>
            {t('catalog.packagesScreen.editApprovedNotice')}
          </Notice>
        )}
        {item?.status === PackageStatus.WaitForApprove && (
          <Notice tone="info" className={resourceStyles.wide}>
            {t('catalog.packagesScreen.lockedNotice')}
          </Notice>
        )}
        {packageFields(t).map((field) => (
          <FieldInput key={field.name} field={field} {...ctx} />
        ))}
        <div className={resourceStyles.wide}>
          <PackageLines
            control={form.control}
            errors={errors}
            known={known}
            onKnow={(product) => setKnown((before) => new Map(before).set(lineKey(toLine(product)), product))}
            disabled={disabled}
          />
        </div>
        <div className={`${styles.packageTotals} ${resourceStyles.wide}`} aria-live="polite">
          <span>
            {t('catalog.packages.itemsTotal')}: <strong>{formatVnd(itemsTotal)}</strong>
          </span>
          <span>
            {t('catalog.packagesScreen.salePrice')}: <strong>{formatVnd(pays)}</strong>
          </span>
          {saving > 0 && itemsTotal > 0 && (
            <span>
              {t('catalog.packagesScreen.saving', {
                amount: formatVnd(saving),
                percent: Math.round((saving / itemsTotal) * 100),
              })}
            </span>
          )}
        </div>
        <FieldInput field={descriptionField} {...ctx} />
      </form>
    </Drawer>
  );
}

const toLine = (product: Product) =>
  product.kind === 'service'
    ? { serviceId: product.id, medicineId: null, count: 1 }
    : { serviceId: null, medicineId: product.id, count: 1 };
