import {
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
  type Ref,
  useId,
  useRef,
  useState,
} from 'react';
import * as control from '../../control.css';
import { cx } from '../../internal/cx';
import { mergeRefs } from '../../internal/mergeRefs';
import { useAnchoredPosition } from '../../internal/useAnchoredPosition';
import { useOutsidePress } from '../../internal/useDismiss';
import { useT } from '../../useT';
import { IconButton } from '../IconButton/IconButton';
import { Input, type InputProps } from '../Input/Input';
import { Calendar } from './Calendar';
import * as styles from './DatePicker.css';
import { formatDisplayDate, fromIso, isWithin, maskDateInput, parseDisplayDate, toIso } from './dates';

export interface DatePickerProps
  extends Omit<
    InputProps,
    'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max' | 'prefix' | 'suffix' | 'ref'
  > {
  /** ISO 'YYYY-MM-DD', or null when empty. */
  value?: string | null;
  defaultValue?: string | null;
  /** ISO date, or null when emptied or when the typed text is not a valid date in range. */
  onChange?: (value: string | null) => void;
  /** Earliest and latest allowed dates, ISO. */
  min?: string;
  max?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A date typed as DD/MM/YYYY (slashes come by themselves) or picked in a calendar popup. Use it with
 * react-hook-form's Controller; the value is an ISO date string.
 */
export function DatePicker({
  value,
  defaultValue = null,
  onChange,
  min,
  max,
  invalid,
  disabled,
  placeholder,
  onBlur,
  onKeyDown,
  className,
  ref,
  ...rest
}: DatePickerProps) {
  const { t } = useT();
  const dialogId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const initial = value !== undefined ? value : defaultValue;
  const [text, setText] = useState(() => display(initial));
  const [typedInvalid, setTypedInvalid] = useState(false);
  const lastEmitted = useRef<string | null>(initial);
  const position = useAnchoredPosition(boxRef, popupRef, open);

  // A new value from outside replaces the text (our own echo does not).
  if (value !== undefined && value !== lastEmitted.current) {
    lastEmitted.current = value;
    setText(display(value));
    setTypedInvalid(false);
  }

  const emit = (next: string | null) => {
    if (next === lastEmitted.current) return;
    lastEmitted.current = next;
    onChange?.(next);
  };

  const inRange = (iso: string) => {
    const date = fromIso(iso);
    return date !== null && isWithin(date, fromIso(min), fromIso(max));
  };

  /** Reads the text: a valid date in range is emitted and shown tidily; anything else is flagged. */
  const commit = (raw: string) => {
    if (raw.trim() === '') {
      setTypedInvalid(false);
      return emit(null);
    }
    const date = parseDisplayDate(raw);
    if (date && inRange(toIso(date))) {
      setText(formatDisplayDate(date));
      setTypedInvalid(false);
      return emit(toIso(date));
    }
    setTypedInvalid(true);
    emit(null);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = maskDateInput(event.target.value, text);
    setText(next);
    const date = parseDisplayDate(next);
    // A complete date counts at once (the form sees it before blur); partial text waits for blur.
    if (date && /^\d{1,2}\/\d{1,2}\/\d{4}$/.test(next) && inRange(toIso(date))) {
      setTypedInvalid(false);
      emit(toIso(date));
    } else if (next === '') {
      setTypedInvalid(false);
      emit(null);
    }
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) inputRef.current?.focus();
  };

  useOutsidePress([boxRef, popupRef], open, () => close(false));

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.key === 'ArrowDown' && event.altKey) {
      event.preventDefault();
      setOpen(true);
    } else if (event.key === 'Enter') {
      commit(text);
    }
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    commit(text);
    onBlur?.(event);
  };

  const selectedIso = lastEmitted.current;

  return (
    <div ref={boxRef} className={className}>
      <Input
        {...rest}
        ref={mergeRefs(ref, inputRef)}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={placeholder ?? t('ui.datePicker.placeholder')}
        maxLength={10}
        value={text}
        invalid={invalid || typedInvalid || undefined}
        disabled={disabled}
        inputClassName={styles.field}
        onChange={handleChange}
        onKeyDown={handleKeyDown}
        onBlur={handleBlur}
        suffix={
          <IconButton
            size="xs"
            icon="calendar"
            aria-label={t('ui.datePicker.open')}
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={open ? dialogId : undefined}
            disabled={disabled}
            onClick={() => setOpen((shown) => !shown)}
          />
        }
      />
      {open && (
        <div
          ref={popupRef}
          id={dialogId}
          role="dialog"
          aria-label={t('ui.datePicker.dialog')}
          className={cx(control.popover, styles.popover)}
          style={position}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.preventDefault();
            event.stopPropagation(); // a surrounding Modal stays open
            close(true);
          }}
        >
          <Calendar
            value={selectedIso}
            min={min}
            max={max}
            autoFocus
            onSelect={(iso) => {
              setText(display(iso));
              setTypedInvalid(false);
              emit(iso);
              close(true);
            }}
          />
        </div>
      )}
    </div>
  );
}

function display(iso: string | null | undefined): string {
  const date = fromIso(iso);
  return date ? formatDisplayDate(date) : '';
}
