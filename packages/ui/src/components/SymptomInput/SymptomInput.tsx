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
import { mergeRefs } from '../../internal/mergeRefs';
import { useT } from '../../useT';
import { Textarea } from '../Textarea/Textarea';
import * as styles from './SymptomInput.css';
import { suggestionsFor, tidySymptom, withSuggestion } from './symptomText';

export interface SymptomInputProps {
  value: string;
  onChange: (value: string) => void;
  /** The clinic's enabled symptom suggestions (screen 5), by name. */
  suggestions: readonly string[];
  /** At most this many are offered at once (typing narrows them). */
  maxSuggestions?: number;
  placeholder?: string;
  rows?: number;
  maxLength?: number;
  disabled?: boolean;
  invalid?: boolean;
  id?: string;
  name?: string;
  'aria-label'?: string;
  onBlur?: (event: FocusEvent<HTMLTextAreaElement>) => void;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * Where a symptom is typed (the appointment form, the booking site, the check-in sheet): the text stays free, and the
 * clinic's suggestions matching what is being typed ('ho' finds 'Ho khan', accents ignored) are offered under it.
 * ↑ ↓ move, Enter or a tap adds one and a comma, so several combine ('Sốt, Ho khan, từ hôm qua'); Escape hides them.
 */
export function SymptomInput({
  value,
  onChange,
  suggestions,
  maxSuggestions = 8,
  placeholder,
  rows = 2,
  maxLength,
  disabled,
  invalid,
  id,
  name,
  onBlur,
  ref,
  ...aria
}: SymptomInputProps) {
  const { t } = useT();
  const listId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  const [caretToEnd, setCaretToEnd] = useState(false);

  const matches = useMemo(
    () => suggestionsFor(suggestions, value, maxSuggestions),
    [suggestions, value, maxSuggestions],
  );
  const open = focused && !dismissed && !disabled && matches.length > 0;
  const shownActive = open && active < matches.length ? active : -1;

  // After a pick the caret goes to the end, where the next symptom is typed.
  useEffect(() => {
    if (!caretToEnd) return;
    const input = inputRef.current;
    if (input) input.setSelectionRange(input.value.length, input.value.length);
    setCaretToEnd(false);
  }, [caretToEnd]);

  const pick = (suggestion: string) => {
    const next = withSuggestion(value, suggestion);
    onChange(maxLength ? next.slice(0, maxLength) : next);
    setActive(-1);
    setCaretToEnd(true);
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (dismissed) setDismissed(false);
      if (matches.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) =>
        current < 0 && step < 0 ? matches.length - 1 : (current + step + matches.length) % matches.length,
      );
      return;
    }
    if (event.key === 'Enter' && shownActive >= 0 && !event.shiftKey) {
      event.preventDefault();
      pick(matches[shownActive]!);
      return;
    }
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation(); // a surrounding dialog stays open
      setDismissed(true);
    }
  };

  return (
    <div className={styles.root}>
      <Textarea
        ref={mergeRefs(ref, inputRef)}
        id={id}
        name={name}
        rows={rows}
        maxLength={maxLength}
        disabled={disabled}
        invalid={invalid}
        placeholder={placeholder}
        value={value}
        role="combobox"
        aria-label={aria['aria-label']}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={shownActive >= 0 ? `${listId}-${shownActive}` : undefined}
        aria-describedby={hintId}
        autoComplete="off"
        onChange={(event) => {
          onChange(event.target.value);
          setDismissed(false);
          // Something typed: the best match is ready for Enter. A separator just typed: nothing is chosen yet.
          setActive(/[^\s,;]$/.test(event.target.value) ? 0 : -1);
        }}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          setFocused(false);
          setActive(-1);
          const tidy = tidySymptom(value);
          if (tidy !== value) onChange(tidy);
          onBlur?.(event);
        }}
        onKeyDown={onKeyDown}
      />
      <div className={styles.panel} hidden={!open}>
        <div id={listId} role="listbox" aria-label={t('ui.symptomInput.suggestions')} className={styles.list}>
          {open &&
            matches.map((suggestion, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled by the text field (activedescendant).
              <div
                key={suggestion}
                id={`${listId}-${index}`}
                role="option"
                tabIndex={-1}
                aria-selected={index === shownActive}
                data-active={index === shownActive || undefined}
                className={styles.option}
                // The text field keeps the focus (and its caret) while a suggestion is tapped.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(suggestion)}
              >
                {suggestion}
              </div>
            ))}
        </div>
        <p id={hintId} className={styles.hint}>
          {t('ui.symptomInput.hint')}
        </p>
      </div>
    </div>
  );
}
