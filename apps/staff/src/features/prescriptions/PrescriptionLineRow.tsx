import type { StockCheckItem } from '@clinic/api-client';
import {
  doseFoods,
  doseRoutes,
  doseTotal,
  doseUnitOf,
  doseUsageText,
  noteConflicts,
  packConversionText,
  packSizeText,
} from '@clinic/domain';
import { formatVnd } from '@clinic/i18n';
import { Badge, Button, Input, Notice, NumberInput, Select, useT } from '@clinic/ui';
import { type Control, Controller } from 'react-hook-form';
import { doseFields, type LineForm, type LinesForm, packagingOf } from './lineForm';
import * as styles from './prescriptions.css';

function StockBadge({ hint }: { hint: StockCheckItem | undefined }) {
  const { t } = useT();
  if (!hint) return null;
  if (hint.onHand <= 0) return <Badge tone="warning">{t('prescriptions.outOfStock')}</Badge>;
  if (!hint.enough)
    return <Badge tone="warning">{t('prescriptions.notEnough', { count: hint.onHand })}</Badge>;
  return <Badge tone="success">{t('prescriptions.stockLeft', { count: hint.onHand })}</Badge>;
}

/** The doctor's choice for a line the stock could not cover (bought outside, written only, reduced). */
function SupplyBadge({ supply }: { supply: LineForm['supply'] }) {
  const { t } = useT();
  if (!supply || supply === 'dispense') return null;
  return <Badge tone="info">{t(`prescriptions.stockSettle.${supply}Badge`)}</Badge>;
}

/**
 * What the patient will read, generated from the dose (the usage line), what is handed over when the dose counts a
 * smaller unit ('10 viên = 1 vỉ'), and a warning when the note names other times a day or days than the dose.
 */
function DoseSummary({ line, n }: { line: LineForm; n: number }) {
  const { t, lang } = useT();
  const language = lang === 'en' ? 'en' : 'vi';
  const dose = { ...line, days: line.days };
  const packaging = packagingOf(line);
  const conversion =
    line.quantity === null ? null : packConversionText(doseTotal(dose), line.quantity, packaging, language);
  const packSize = packSizeText(packaging, language);
  const conflicts = noteConflicts(line.note, dose);
  return (
    <div className={styles.doseSummary}>
      <span data-testid={`usage-${n}`}>
        <span className={styles.muted}>{t('prescriptions.usage')}: </span>
        {doseUsageText(dose, doseUnitOf(packaging), language)}
      </span>
      {(conversion ?? packSize) && (
        <span data-testid={`conversion-${n}`} className={styles.conversion}>
          {conversion
            ? t('prescriptions.conversion', { text: conversion })
            : t('prescriptions.packSize', { text: packSize ?? '' })}
        </span>
      )}
      {conflicts.length > 0 && (
        <Notice tone="warning">
          {conflicts
            .map((c) => t(`prescriptions.noteConflict.${c.kind}`, { note: c.note, dose: c.dose ?? '—' }))
            .join(' ')}{' '}
          {t('prescriptions.noteConflict.hint')}
        </Notice>
      )}
    </div>
  );
}

/**
 * One medicine of the prescription, in two rows so it fits a drawer as well as the exam screen: the medicine
 * (unit, stock, flags, error), its quantity and amount; then the doses per time of day, the days, the route, the
 * timing with food and the note; then the usage line they make.
 * Inputs are named with the line's number ('Sáng 2') for screen readers and the keyboard.
 */
export function PrescriptionLineRow({
  index,
  line,
  control,
  disabled,
  error,
  stock,
  amount,
  quantityRef,
  onDosesChange,
  onQuantityTyped,
  onRemove,
}: {
  index: number;
  line: LineForm;
  control: Control<LinesForm>;
  disabled: boolean;
  /** The line's first error, already in words. */
  error: string | undefined;
  /** Undefined: no stock hints here (a template) or not asked yet. */
  stock: StockCheckItem | undefined;
  /** The server's amount of a saved line (null: changed since, priced when saved; undefined: no column). */
  amount: number | null | undefined;
  quantityRef: (element: HTMLInputElement | null) => void;
  onDosesChange: (patch: Partial<LineForm>) => void;
  onQuantityTyped: (value: number | null) => void;
  onRemove: () => void;
}) {
  const { t } = useT();
  const n = index + 1;
  const choiceField = <K extends 'route' | 'food'>(
    name: K,
    values: readonly LineForm[K][],
    label: (value: LineForm[K]) => string,
  ) => (
    <div key={name} className={styles.choiceField}>
      <span aria-hidden>{t(`prescriptions.${name}`)}</span>
      <Controller
        control={control}
        name={`items.${index}.${name}`}
        render={({ field }) => (
          <Select
            aria-label={`${t(`prescriptions.${name}`)} ${n}`}
            size="sm"
            options={values.map((value) => ({ value, label: label(value) }))}
            value={field.value}
            disabled={disabled}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(event.target.value)}
          />
        )}
      />
    </div>
  );
  const numberField = (name: (typeof doseFields)[number] | 'days', label: string) => (
    <div key={name} className={styles.smallField}>
      <span aria-hidden>{label}</span>
      <Controller
        control={control}
        name={`items.${index}.${name}`}
        render={({ field }) => (
          <NumberInput
            aria-label={`${label} ${n}`}
            size="sm"
            value={field.value ?? null}
            decimals={name === 'days' ? 0 : 2}
            min={name === 'days' ? 1 : 0}
            disabled={disabled}
            onBlur={field.onBlur}
            onChange={(value) => {
              field.onChange(value);
              onDosesChange({ [name]: value });
            }}
          />
        )}
      />
    </div>
  );
  return (
    <li className={styles.line}>
      <span className={styles.order}>{n}.</span>
      <div className={styles.lineHead}>
        <span className={styles.medicineName}>{line.name}</span>
        <span className={styles.meta}>
          {t(`catalog.units.${line.unit}`)}
          <StockBadge hint={stock} />
          <SupplyBadge supply={line.supply} />
          {line.inactive && <Badge tone="danger">{t('prescriptions.disabledMedicine')}</Badge>}
        </span>
        {error && (
          <span className={styles.lineError} role="alert">
            {error}
          </span>
        )}
      </div>
      <div className={styles.lineSide}>
        <div className={styles.quantityField}>
          <span aria-hidden>{t('prescriptions.quantity')}</span>
          <Controller
            control={control}
            name={`items.${index}.quantity`}
            render={({ field, fieldState }) => (
              <NumberInput
                aria-label={`${t('prescriptions.quantity')} ${n}`}
                size="sm"
                value={field.value ?? null}
                min={1}
                disabled={disabled}
                invalid={fieldState.invalid}
                ref={(element) => {
                  field.ref(element);
                  quantityRef(element);
                }}
                onBlur={field.onBlur}
                onChange={(value) => {
                  field.onChange(value);
                  onQuantityTyped(value);
                }}
              />
            )}
          />
        </div>
        {amount !== undefined && (
          <span className={styles.amount}>{amount === null ? '—' : formatVnd(amount)}</span>
        )}
        <Button
          variant="danger"
          size="sm"
          disabled={disabled}
          aria-label={t('prescriptions.removeLine', { name: line.name })}
          onClick={onRemove}
        >
          ×
        </Button>
      </div>
      <div className={styles.doses}>
        {doseFields.map((dose) => numberField(dose, t(`prescriptions.${dose}`)))}
        {numberField('days', t('prescriptions.days'))}
        {choiceField('route', doseRoutes, (value) => t(`prescriptions.routes.${value}`))}
        {choiceField('food', doseFoods, (value) => t(`prescriptions.foods.${value}`))}
        <div className={styles.usageField}>
          <span aria-hidden>{t('prescriptions.note')}</span>
          <Controller
            control={control}
            name={`items.${index}.note`}
            render={({ field }) => (
              <Input
                aria-label={`${t('prescriptions.note')} ${n}`}
                size="sm"
                value={field.value ?? ''}
                maxLength={500}
                placeholder={t('prescriptions.notePlaceholder')}
                disabled={disabled}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(event.target.value)}
              />
            )}
          />
        </div>
      </div>
      <DoseSummary line={line} n={n} />
    </li>
  );
}
