import { Checkbox, Input, matchesSearch, useT } from '@clinic/ui';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import * as styles from './reports.css';

export interface PickOption {
  id: number;
  name: string;
}

/** Lists longer than this get a search box above the checkboxes. */
const SEARCH_FROM = 8;

/**
 * A multi-select filter: a summary ("All", "2 selected", or the one name) that opens a list of checkboxes. Built on
 * <details>, so Enter or Space opens it, Tab walks the boxes and Escape closes it; nothing picked means all.
 */
export function MultiPick({
  label,
  options,
  value,
  onChange,
  className,
}: {
  label: string;
  options: readonly PickOption[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  className?: string;
}) {
  const { t } = useT();
  const labelId = useId();
  const box = useRef<HTMLDetailsElement>(null);
  const [search, setSearch] = useState('');
  const shown = search ? options.filter((option) => matchesSearch(option.name, search)) : options;
  const picked = options.filter((option) => value.includes(option.id));
  const summary =
    value.length === 0
      ? t('reports.filter.all')
      : picked.length === 1
        ? picked[0]!.name
        : t('reports.filter.picked', { count: value.length });

  // A press anywhere else closes the list, as a select's would.
  useEffect(() => {
    const outside = (event: PointerEvent) => {
      if (box.current?.open && !box.current.contains(event.target as Node)) box.current.open = false;
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, []);

  const close = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !box.current?.open) return;
    box.current.open = false;
    box.current.querySelector('summary')?.focus();
  };

  return (
    <div className={[styles.pick, className].filter(Boolean).join(' ')}>
      <span id={labelId} className={styles.pickLabel}>
        {label}
      </span>
      <details ref={box} onKeyDown={close}>
        <summary className={styles.pickSummary} aria-labelledby={`${labelId} ${labelId}-value`}>
          <span id={`${labelId}-value`}>{summary}</span>
        </summary>
        <fieldset className={styles.pickPanel} aria-labelledby={labelId}>
          {options.length > SEARCH_FROM && (
            <Input
              size="sm"
              value={search}
              aria-label={t('reports.filter.search')}
              placeholder={t('reports.filter.search')}
              onChange={(event) => setSearch(event.target.value)}
            />
          )}
          {options.length === 0 && <span>{t('reports.filter.none')}</span>}
          {shown.map((option) => (
            <Checkbox
              key={option.id}
              label={option.name}
              checked={value.includes(option.id)}
              onChange={(event) =>
                onChange(
                  event.target.checked ? [...value, option.id] : value.filter((id) => id !== option.id),
                )
              }
            />
          ))}
        </fieldset>
      </details>
    </div>
  );
}
