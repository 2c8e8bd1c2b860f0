import { VND_SYMBOL } from '@clinic/i18n';
import {
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
  type Ref,
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { translateText } from '../../text';
import { useT } from '../../useT';
import { Icon } from '../Icon/Icon';
import { Input, type InputProps } from '../Input/Input';
import * as styles from './NumberInput.css';
import {
  caretAfterSignificant,
  cleanNumberText,
  formatNumberText,
  type NumberTextOptions,
  significantBefore,
} from './numberText';

export interface NumberInputProps
  extends Omit<InputProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max' | 'step'> {
  /** Controlled value; null when empty. */
  value?: number | null;
  defaultValue?: number | null;
  /** The number (null when empty or incomplete), not an event: use react-hook-form's Controller. */
  onChange?: (value: number | null) => void;
  /** Vietnamese đồng: shows '150.000' while typing, yields an integer, and a '₫' unit. */
  vnd?: boolean;
  /** Digits after the decimal separator (0: integers). Ignored with `vnd`. */
  decimals?: number;
  /**
   * Bounds for the arrow keys only. What is typed is kept as typed, a minus sign and a 0 too: the field's schema
   * says what is wrong with it (in a form, through its FormField; alone, through `refuse`).
   */
  min?: number;
  max?: number;
  /** Arrow Up/Down step; 1000 ₫ in VND mode, 1 otherwise. */
  step?: number;
  ref?: Ref<HTMLInputElement>;
  /**
   * For a field outside a form (a quantity in a table): the message id its schema gives a value, or null when
   * the value is good (`fieldRefusal(schema)` of @clinic/domain). Shown under the input once it is left (or Enter is pressed), cleared as
   * soon as the value is good; the caller sends nothing while it refuses.
   */
  refuse?: (value: number | null) => string | null;
}

/** A number typed as text (no browser spin buttons, no scroll-wheel surprises), kept as a number. */
export function NumberInput({
  value,
  defaultValue = null,
  onChange,
  vnd = false,
  decimals = 0,
  min,
  max,
  step,
  suffix,
  onKeyDown,
  onBlur,
  refuse,
  invalid,
  ref,
  ...rest
}: NumberInputProps) {
  const { t, lang } = useT();
  const options: NumberTextOptions = { vnd, decimals: vnd ? 0 : decimals };
  const [refusal, setRefusal] = useState<string | null>(null);
  const errorId = useId();
  const [text, setText] = useState(() => formatNumberText(value ?? defaultValue, options));
  const lastEmitted = useRef<number | null>(value ?? defaultValue);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);

  // A new value from outside (form reset, another field) replaces the text; our own echo does not.
  if (value !== undefined && value !== lastEmitted.current) {
    lastEmitted.current = value;
    const next = formatNumberText(value, options);
    if (next !== text) setText(next);
  }

  useLayoutEffect(() => {
    if (pendingCaret.current === null || !inputRef.current) return;
    inputRef.current.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  });

  const emit = (next: number | null) => {
    lastEmitted.current = next;
    // Once shown, the message follows the value, so it goes away as soon as the value is right.
    if (refuse && refusal !== null) setRefusal(refuse(next));
    onChange?.(next);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (refuse) setRefusal(refuse(lastEmitted.current));
    onBlur?.(event);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const caret = event.target.selectionStart ?? raw.length;
    const cleaned = cleanNumberText(raw, options);
    pendingCaret.current = caretAfterSignificant(cleaned.text, significantBefore(raw, caret, vnd), vnd);
    setText(cleaned.text);
    if (cleaned.value !== lastEmitted.current) emit(cleaned.value);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter commits a field as leaving it does: say then what is wrong with it.
    if (event.key === 'Enter' && refuse) setRefusal(refuse(lastEmitted.current));
    onKeyDown?.(event);
    if (event.defaultPrevented || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    const amount = (step ?? (vnd ? 1000 : 1)) * (event.key === 'ArrowUp' ? 1 : -1);
    let next = (lastEmitted.current ?? 0) + amount;
    if (min !== undefined) next = Math.max(min, next);
    if (max !== undefined) next = Math.min(max, next);
    setText(formatNumberText(next, options));
    emit(next);
  };

  const setRefs = useCallback(
    (node: HTMLInputElement | null) => {
      inputRef.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  const input = (
    <Input
      {...rest}
      {...(refusal
        ? { 'aria-describedby': [rest['aria-describedby'], errorId].filter(Boolean).join(' ') }
        : {})}
      invalid={invalid || refusal !== null || undefined}
      ref={setRefs}
      type="text"
      inputMode={vnd || options.decimals === 0 ? 'numeric' : 'decimal'}
      autoComplete="off"
      value={text}
      onChange={handleChange}
      onKeyDown={handleKeyDown}
      onBlur={handleBlur}
      suffix={suffix ?? (vnd ? VND_SYMBOL : undefined)}
    />
  );
  if (!refuse) return input;
  return (
    <span className={styles.field}>
      {input}
      {refusal && (
        <span id={errorId} className={styles.error}>
          <Icon name="alert" size="sm" />
          <span>{translateText(refusal, t, lang)}</span>
        </span>
      )}
    </span>
  );
}
