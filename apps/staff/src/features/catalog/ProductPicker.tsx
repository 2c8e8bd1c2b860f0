import type { ScreenId } from '@clinic/domain';
import { formatVnd } from '@clinic/i18n';
import { Combobox, type ComboboxOption, useT } from '@clinic/ui';
import { useState } from 'react';
import { useDebounced } from '../../shared/resources/useDebounced';
import { type Product, type ProductKind, productKey, useProductChoices } from './products';

const ALL_KINDS: readonly ProductKind[] = ['service', 'medicine', 'package'];

/**
 * One search box over what the clinic sells (services, medicines, Approved packages; by code or name, without
 * diacritics): the
 * examination's orders and the invoice's lines pick here. Typing asks the server; arrows and Enter choose, so a
 * doctor never leaves the keyboard. The chosen product is handed on and the box empties for the next one.
 */
export function ProductPicker({
  onPick,
  screenId,
  kinds = ALL_KINDS,
  exclude = [],
  debounceMs = 300,
  id,
  disabled,
  label,
}: {
  onPick: (product: Product) => void;
  /** The screen the picker sits on (the API checks the caller's access to it). */
  screenId: ScreenId;
  kinds?: readonly ProductKind[];
  /** Products already chosen, not offered again (their `productKey`). */
  exclude?: readonly string[];
  debounceMs?: number;
  id?: string;
  disabled?: boolean;
  /** What the box asks for (its name and placeholder); by default, any product. */
  label?: string;
}) {
  const { t } = useT();
  const [text, setText] = useState('');
  const keyword = useDebounced(text.trim(), debounceMs);
  const found = useProductChoices(keyword, kinds, screenId);
  // Until the answer for what is typed now has come, no option is offered: Enter typed quickly after 'amox' must
  // not pick the first row of the previous search (a wrong medicine on a prescription).
  const settled = keyword === text.trim() && !found.isPlaceholderData;
  const rows = settled ? (found.data ?? []).filter((p) => !exclude.includes(productKey(p))) : [];
  const option = (p: Product): ComboboxOption<string> => ({
    value: productKey(p),
    label: p.code ? `${p.code} · ${p.name}` : p.name,
    description: `${t(`catalog.products.kinds.${p.kind}`)} · ${formatVnd(p.price)}`,
  });
  return (
    <Combobox<string>
      id={id}
      aria-label={label ?? t('catalog.products.pick')}
      options={rows.map(option)}
      value={null}
      filter={false}
      loading={!settled || found.isFetching}
      disabled={disabled}
      placeholder={label ?? t('catalog.products.pick')}
      emptyText={t('catalog.products.none')}
      onInputChange={setText}
      onChange={(key) => {
        const product = rows.find((p) => productKey(p) === key);
        if (product) onPick(product);
      }}
    />
  );
}
