import { Button, IconButton, Input, useT } from '@clinic/ui';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { insertAt, moveItem, optionProblems, removeAt } from './ordering';
import * as styles from './records.css';

export interface OptionsEditorProps {
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** Flags empty options too (after a save was tried); duplicates are flagged as soon as they are typed. */
  showEmpty?: boolean;
  /** A message about the whole list ('add at least one option'), already translated. */
  error?: string | undefined;
  disabled?: boolean;
}

type Focus = { index: number; part: 'input' | 'up' | 'down' } | 'add' | null;

let nextKey = 0;
const newKey = () => `option-${++nextKey}`;

/**
 * The options of a ListOfOptions property: one input per option, with buttons to move it up or down and to
 * remove it. Enter in an option adds the next one below. Everything works from the keyboard, and focus follows
 * the option that moved.
 */
export function OptionsEditor({
  value,
  onChange,
  showEmpty = false,
  error,
  disabled = false,
}: OptionsEditorProps) {
  const { t } = useT();
  const legendId = useId();
  const hintId = useId();
  const rootRef = useRef<HTMLFieldSetElement>(null);
  // React keys follow the options through moves, so an input keeps its focus and caret.
  const [keys, setKeys] = useState<string[]>(() => value.map(newKey));
  const [focus, setFocus] = useState<Focus>(null);
  const rowKeys = keys.length === value.length ? keys : value.map((_, i) => keys[i] ?? newKey());
  const problems = optionProblems(value);

  useEffect(() => {
    if (keys.length !== value.length) setKeys(rowKeys);
  });
  useEffect(() => {
    if (focus === null) return;
    const selector =
      focus === 'add' ? '[data-part="add"]' : `[data-index="${focus.index}"][data-part="${focus.part}"]`;
    const target = rootRef.current?.querySelector<HTMLElement>(selector);
    // A move to the first or last place disables that arrow: the input keeps the focus instead.
    if (target && !(target as HTMLButtonElement).disabled) target.focus();
    else if (focus !== 'add')
      rootRef.current
        ?.querySelector<HTMLElement>(`[data-index="${focus.index}"][data-part="input"]`)
        ?.focus();
    setFocus(null);
  }, [focus]);

  const add = (index = value.length) => {
    onChange(insertAt(value, index, ''));
    setKeys(insertAt(rowKeys, index, newKey()));
    setFocus({ index, part: 'input' });
  };
  const move = (index: number, delta: -1 | 1) => {
    onChange(moveItem(value, index, delta));
    setKeys(moveItem(rowKeys, index, delta));
    setFocus({ index: index + delta, part: delta === -1 ? 'up' : 'down' });
  };
  const remove = (index: number) => {
    onChange(removeAt(value, index));
    setKeys(removeAt(rowKeys, index));
    setFocus(value.length > 1 ? { index: Math.min(index, value.length - 2), part: 'input' } : 'add');
  };
  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    add(index + 1);
  };

  return (
    <fieldset
      ref={rootRef}
      className={styles.fieldset}
      aria-labelledby={legendId}
      aria-describedby={hintId}
      disabled={disabled}
    >
      <legend id={legendId} className={styles.legend}>
        {t('records.options.label')}
      </legend>
      <p id={hintId} className={styles.hint}>
        {t('records.options.hint')}
      </p>
      {value.length > 0 && (
        <ol className={styles.list}>
          {value.map((option, index) => {
            const problem = problems[index];
            const shown = problem === 'duplicate' || (problem === 'empty' && showEmpty) ? problem : undefined;
            const errorId = `${legendId}-${index}-error`;
            const name = option.trim() || t('records.options.unnamed', { index: index + 1 });
            return (
              <li key={rowKeys[index]} className={styles.row}>
                <span className={styles.index} aria-hidden="true">
                  {index + 1}.
                </span>
                <Input
                  value={option}
                  maxLength={200}
                  aria-label={t('records.options.option', { index: index + 1 })}
                  aria-describedby={shown ? errorId : undefined}
                  invalid={Boolean(shown)}
                  data-index={index}
                  data-part="input"
                  onChange={(event) => onChange(value.map((o, i) => (i === index ? event.target.value : o)))}
                  onKeyDown={onKeyDown(index)}
                />
                <span className={styles.rowButtons}>
                  <IconButton
                    icon="arrow-up"
                    size="sm"
                    aria-label={t('records.options.moveUp', { name })}
                    disabled={index === 0}
                    data-index={index}
                    data-part="up"
                    onClick={() => move(index, -1)}
                  />
                  <IconButton
                    icon="arrow-down"
                    size="sm"
                    aria-label={t('records.options.moveDown', { name })}
                    disabled={index === value.length - 1}
                    data-index={index}
                    data-part="down"
                    onClick={() => move(index, 1)}
                  />
                  <IconButton
                    icon="trash"
                    size="sm"
                    aria-label={t('records.options.remove', { name })}
                    onClick={() => remove(index)}
                  />
                </span>
                {shown && (
                  <p id={errorId} className={styles.rowError}>
                    {t(shown === 'empty' ? 'records.options.empty' : 'records.options.duplicate')}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <Button variant="secondary" size="sm" className={styles.addRow} data-part="add" onClick={() => add()}>
        {t('records.options.add')}
      </Button>
    </fieldset>
  );
}
