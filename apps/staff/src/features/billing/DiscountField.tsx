import type { DiscountInput } from '@clinic/api-client';
import { fieldRefusal, money, percentage } from '@clinic/domain';
import { NumberInput, Select, useT } from '@clinic/ui';
import { useState } from 'react';
import * as styles from './billing.css';

/** The discount contract's own rule for each kind (empty is no discount). */
const refuseDiscount = {
  amount: fieldRefusal(money({ kind: 'amount' }).nullable()),
  percent: fieldRefusal(percentage().nullable()),
};

/**
 * A discount as the cashier gives it: an amount in đồng or a percent, in one compact field. Empty (or 0) is no
 * discount (null).
 */
export function DiscountField({
  value,
  onChange,
  name,
  disabled,
}: {
  value: DiscountInput | null;
  onChange: (value: DiscountInput | null) => void;
  /** What it discounts, for the field's accessible name. */
  name: string;
  disabled?: boolean;
}) {
  const { t } = useT();
  // The kind chosen stays while the field is empty (an empty discount has no kind of its own).
  const [chosenKind, setChosenKind] = useState<'amount' | 'percent'>(value?.kind ?? 'amount');
  const kind = value?.kind ?? chosenKind;
  const set = (next: 'amount' | 'percent', amount: number | null) => {
    setChosenKind(next);
    onChange(amount ? { kind: next, value: amount } : null);
  };
  return (
    <span className={styles.discount}>
      <NumberInput
        // A new kind is a new field: its text starts empty.
        key={kind}
        aria-label={t('billing.discount.label', { name })}
        className={styles.discountValue}
        value={value?.value ?? null}
        vnd={kind === 'amount'}
        decimals={kind === 'percent' ? 2 : 0}
        min={0}
        max={kind === 'percent' ? 100 : undefined}
        refuse={refuseDiscount[kind]}
        disabled={disabled}
        onChange={(amount) => set(kind, amount)}
      />
      <Select
        aria-label={t('billing.discount.kind', { name })}
        className={styles.discountKind}
        value={kind}
        disabled={disabled}
        // A new kind starts empty: 10 % and 10 đồng are not the same discount.
        onChange={(event) => set(event.target.value as 'amount' | 'percent', null)}
        options={[
          { value: 'amount', label: t('billing.discount.amount') },
          { value: 'percent', label: t('billing.discount.percent') },
        ]}
      />
    </span>
  );
}

/** The same discount? (null and 0 are both none.) */
export function sameDiscount(
  a: DiscountInput | null | undefined,
  b: DiscountInput | null | undefined,
): boolean {
  const none = (d: DiscountInput | null | undefined) => !d || d.value === 0;
  if (none(a) || none(b)) return none(a) && none(b);
  return a?.kind === b?.kind && a?.value === b?.value;
}

/** A saved line's or invoice's discount as the field edits it. */
export function savedDiscount(row: {
  discountKind: 'amount' | 'percent' | null;
  discountValue: number | null;
}): DiscountInput | null {
  return row.discountKind && row.discountValue ? { kind: row.discountKind, value: row.discountValue } : null;
}
