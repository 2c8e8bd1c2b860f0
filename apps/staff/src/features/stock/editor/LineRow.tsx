import type { StockSheetInput } from '@clinic/api-client';
import { Button, NumberInput, useT } from '@clinic/ui';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import * as styles from '../stock.css';
import type { SheetLineRow } from './SheetLines';

/**
 * The frame of one line of a sheet: its number and medicine, what the line says of itself (`summary`: its amount,
 * the units it can take), the remove button, its error and any warning (`notice`), then its fields.
 */
export function LineRow({
  row,
  summary,
  notice,
  children,
}: {
  row: SheetLineRow<{ name: string }>;
  summary: ReactNode;
  notice?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useT();
  const { line } = row;
  return (
    <li className={styles.line}>
      <div className={styles.lineHead}>
        <span className={styles.lineName}>
          {row.index + 1}. {line.name}
        </span>
        {summary}
        <Button
          variant="danger"
          disabled={row.disabled}
          aria-label={t('stock.editor.remove', { name: line.name })}
          onClick={row.onRemove}
        >
          ×
        </Button>
      </div>
      {row.error && (
        <span className={styles.lineError} role="alert">
          {row.error}
        </span>
      )}
      {notice}
      <div className={styles.lineFields}>{children}</div>
    </li>
  );
}

/** A labelled cell of a line: the visible label, and the input named with the line's number for screen readers. */
export function LineField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.lineField}>
      <span aria-hidden className={styles.factLabel}>
        {label}
      </span>
      {children}
    </div>
  );
}

/** A number of a line (a quantity, a price), named "<label> <line number>". */
export function LineNumberField<F extends FieldValues>({
  control,
  name,
  label,
  row,
  inputRef,
  min = 0,
  ...input
}: {
  // The form's output type is the API body; only the field names matter here.
  control: Control<F, unknown, StockSheetInput>;
  name: Path<F>;
  label: string;
  row: { index: number; disabled: boolean };
  /** The editor's hold on the input, to focus it when the line is added. */
  inputRef?: (element: HTMLInputElement | null) => void;
  min?: number;
  max?: number;
  vnd?: boolean;
  decimals?: number;
  placeholder?: string;
  title?: string;
}) {
  return (
    <LineField label={label}>
      <Controller
        control={control}
        name={name}
        render={({ field, fieldState }) => (
          <NumberInput
            aria-label={`${label} ${row.index + 1}`}
            min={min}
            {...input}
            value={field.value ?? null}
            disabled={row.disabled}
            invalid={fieldState.invalid}
            onBlur={field.onBlur}
            onChange={field.onChange}
            ref={(element) => {
              field.ref(element);
              inputRef?.(element);
            }}
          />
        )}
      />
    </LineField>
  );
}
