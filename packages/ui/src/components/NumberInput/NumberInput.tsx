import { VND_SYMBOL } from '@clinic/i18n';
import {
  type ChangeEvent,
  type KeyboardEvent,
  type Ref,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Input, type InputProps } from '../Input/Input';
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
  /** Bounds for the arrow keys (the form schema still validates what is typed). A min below 0 allows '-'. */
  min?: number;
  max?: number;
  /** Arrow Up/Down step; 1000 ₫ in VND mode, 1 otherwise. */
  step?: number;
  ref?: Ref<HTMLInputElement>;
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
  ref,
  ...rest
}: NumberInputProps) {
  const options: NumberTextOptions = {
    vnd,
    decimals: vnd ? 0 : decimals,
    allowNegative: min === undefined || min < 0,
  };
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
    onChange?.(next);
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

  return (
    <Input
      {...rest}
      ref={setRefs}
      type="text"
      inputMode={vnd || options.decimals === 0 ? 'numeric' : 'decimal'}
      autoComplete="off"
      value={text}
      onChange={handleChange}
      onKeyDown={handleKeyDown}
      suffix={suffix ?? (vnd ? VND_SYMBOL : undefined)}
    />
  );
}
