import {
  type FocusEvent,
  type KeyboardEvent,
  type Ref,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import * as control from '../../control.css';
import { cx } from '../../internal/cx';
import { mergeRefs } from '../../internal/mergeRefs';
import { useAnchoredPosition } from '../../internal/useAnchoredPosition';
import { useControllable } from '../../internal/useControllable';
import { useOutsidePress } from '../../internal/useDismiss';
import { matchesSearch } from '../../text';
import { useT } from '../../useT';
import { visuallyHidden } from '../../utils.css';
import { useFieldControl } from '../FormField/FormFieldContext';
import { IconButton } from '../IconButton/IconButton';
import { Adornment, type ControlSize } from '../Input/Input';
import * as styles from './Combobox.css';

export type ComboboxValue = string | number;

export interface ComboboxOption<V extends ComboboxValue = ComboboxValue> {
  value: V;
  label: string;
  /** A grey second line (patient code and phone, doctor's specialty); searched too. */
  description?: string;
  /** Extra words to match that are not shown. */
  keywords?: string;
  disabled?: boolean;
}

export interface ComboboxProps<V extends ComboboxValue> {
  options: readonly ComboboxOption<V>[];
  value?: V | null;
  defaultValue?: V | null;
  onChange?: (value: V | null, option: ComboboxOption<V> | null) => void;
  /** The typed text, for a search on the server (pair with `filter={false}`). */
  onInputChange?: (text: string) => void;
  /** How options match the typed text; accent- and case-insensitive by default; `false` shows all options. */
  filter?: ((option: ComboboxOption<V>, query: string) => boolean) | false;
  /** At most this many matches are listed (typing narrows them). */
  maxResults?: number;
  placeholder?: string;
  /** Show 'Loading…' in the list (options are being fetched). */
  loading?: boolean;
  /** Shown when nothing matches; 'Không tìm thấy kết quả phù hợp' by default. */
  emptyText?: string;
  /** An × to clear the choice (default). */
  clearable?: boolean;
  size?: ControlSize;
  invalid?: boolean;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  name?: string;
  className?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  ref?: Ref<HTMLInputElement>;
}

const defaultFilter = (option: ComboboxOption, query: string) =>
  matchesSearch(`${option.label} ${option.description ?? ''} ${option.keywords ?? ''}`, query);

/**
 * Pick one option from a long list by typing part of it: 'nguyen' finds 'Nguyễn Văn An'. Arrow keys move,
 * Enter picks, Escape closes; the list floats over tables and dialogs.
 */
export function Combobox<V extends ComboboxValue>({
  options,
  value,
  defaultValue = null,
  onChange,
  onInputChange,
  filter,
  maxResults = 100,
  placeholder,
  loading = false,
  emptyText,
  clearable = true,
  size = 'md',
  invalid,
  required,
  disabled = false,
  id,
  name,
  className,
  onBlur,
  ref,
  ...aria
}: ComboboxProps<V>) {
  const { t } = useT();
  const field = useFieldControl({ id, invalid, required, 'aria-describedby': aria['aria-describedby'] });
  const listId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const [selected, setSelected] = useControllable<V | null>(value, defaultValue);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState<string | null>(null); // null: not typing, show the selected label
  const [active, setActive] = useState(-1);

  const selectedOption = options.find((option) => option.value === selected) ?? null;
  const matches = useMemo(() => {
    const test = filter === false ? null : (filter ?? defaultFilter);
    const found = query && test ? options.filter((option) => test(option, query)) : options;
    return found.slice(0, maxResults);
  }, [options, query, filter, maxResults]);

  const position = useAnchoredPosition(boxRef, popupRef, open, { matchWidth: true });

  const openList = (preferSelected = true) => {
    if (disabled) return;
    setOpen(true);
    const index = preferSelected ? matches.findIndex((option) => option.value === selected) : -1;
    setActive(index >= 0 ? index : firstEnabled(matches, 0, 1));
  };

  const close = () => {
    setOpen(false);
    setActive(-1);
    setQuery(null);
  };

  const choose = (option: ComboboxOption<V> | null) => {
    if (option?.disabled) return;
    setSelected(option?.value ?? null);
    onChange?.(option?.value ?? null, option);
    close();
  };

  useOutsidePress([boxRef, popupRef], open, close);

  useEffect(() => {
    if (!open || active < 0) return;
    const element = listRef.current?.children[active];
    if (element instanceof HTMLElement && typeof element.scrollIntoView === 'function') {
      element.scrollIntoView({ block: 'nearest' });
    }
  }, [open, active]);

  const move = (delta: 1 | -1) => {
    if (!open) return openList();
    setActive((current) => firstEnabled(matches, current + delta, delta));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        return event.altKey ? openList() : move(1);
      case 'ArrowUp':
        event.preventDefault();
        return move(-1);
      case 'Home':
      case 'End':
        if (!open) return;
        event.preventDefault();
        return setActive(
          event.key === 'Home' ? firstEnabled(matches, 0, 1) : firstEnabled(matches, matches.length - 1, -1),
        );
      case 'Enter': {
        if (!open) return;
        event.preventDefault();
        const option = matches[active];
        if (option) choose(option);
        return;
      }
      case 'Escape':
        if (!open) return;
        event.preventDefault();
        event.stopPropagation(); // a surrounding dialog stays open
        return close();
      case 'Tab':
        return open && close();
    }
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    // Emptied by the user: the choice is cleared. Otherwise the text goes back to the chosen option.
    if (query === '' && selected !== null && clearable) choose(null);
    else if (!popupRef.current?.contains(event.relatedTarget as Node | null)) close();
    onBlur?.(event);
  };

  const activeId = open && active >= 0 ? `${listId}-${active}` : undefined;

  return (
    <div
      ref={boxRef}
      className={cx(control.box, control.size[size], className)}
      data-invalid={field.invalid || undefined}
      data-disabled={disabled || undefined}
    >
      <input
        {...field.aria}
        ref={mergeRefs(ref, inputRef)}
        id={field.id}
        name={name}
        type="text"
        role="combobox"
        aria-label={aria['aria-label']}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeId}
        autoComplete="off"
        spellCheck={false}
        disabled={disabled}
        placeholder={placeholder ?? t('ui.combobox.placeholder')}
        className={cx(control.field, styles.field)}
        value={query ?? selectedOption?.label ?? ''}
        onChange={(event) => {
          setQuery(event.target.value);
          onInputChange?.(event.target.value);
          setOpen(true);
          setActive(0);
        }}
        onClick={() => !open && openList()}
        onKeyDown={onKeyDown}
        onBlur={handleBlur}
      />
      <Adornment>
        {clearable && selected !== null && !disabled && (
          <IconButton
            size="xs"
            icon="close"
            tabIndex={-1}
            aria-label={t('ui.combobox.clear')}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              choose(null);
              inputRef.current?.focus();
            }}
          />
        )}
        <IconButton
          size="xs"
          icon="chevron-down"
          tabIndex={-1}
          aria-label={t('ui.combobox.toggle')}
          aria-expanded={open}
          aria-controls={listId}
          disabled={disabled}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            if (open) close();
            else openList();
            inputRef.current?.focus();
          }}
        />
      </Adornment>
      <div
        ref={popupRef}
        className={cx(control.popover, styles.popover)}
        style={position}
        hidden={!open}
        data-state={open ? 'open' : 'closed'}
      >
        <div
          ref={listRef}
          id={listId}
          role="listbox"
          aria-labelledby={field.labelId}
          aria-label={field.labelId ? undefined : aria['aria-label']}
          className={control.listbox}
        >
          {open &&
            matches.map((option, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled by the combobox input (activedescendant).
              <div
                key={option.value}
                id={`${listId}-${index}`}
                role="option"
                tabIndex={-1}
                aria-selected={option.value === selected}
                aria-disabled={option.disabled || undefined}
                data-active={index === active || undefined}
                className={control.option}
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => index !== active && !option.disabled && setActive(index)}
                onClick={() => choose(option)}
              >
                <span>{option.label}</span>
                {option.description && (
                  <span className={control.optionDescription}>{option.description}</span>
                )}
              </div>
            ))}
        </div>
        {open && (loading || matches.length === 0) && (
          <p className={control.listMessage}>
            {loading ? t('ui.loading') : (emptyText ?? t('ui.empty.noResults'))}
          </p>
        )}
      </div>
      <span className={visuallyHidden} role="status" aria-live="polite">
        {open && query ? t('ui.combobox.count', { count: matches.length }) : ''}
      </span>
    </div>
  );
}

/** The first enabled option from `start` going `step`, wrapping around; -1 when none. */
function firstEnabled(options: readonly ComboboxOption[], start: number, step: 1 | -1): number {
  const count = options.length;
  for (let tried = 0; tried < count; tried += 1) {
    const index = (((start + tried * step) % count) + count) % count;
    if (!options[index]?.disabled) return index;
  }
  return -1;
}
