import {
  type ChangeEvent,
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
import { useOutsidePress } from '../../internal/useDismiss';
import { useT } from '../../useT';
import { IconButton } from '../IconButton/IconButton';
import { Input, type InputProps } from '../Input/Input';
import * as styles from './TimePicker.css';
import { maskTimeInput, parseTime, timeSlots, toMinutes } from './times';

export interface TimePickerProps
  extends Omit<
    InputProps,
    'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max' | 'step' | 'prefix' | 'suffix' | 'ref'
  > {
  /** 'HH:mm' (24-hour), or null when empty. */
  value?: string | null;
  defaultValue?: string | null;
  /** 'HH:mm', or null when emptied or when the typed text is not a time in range. */
  onChange?: (value: string | null) => void;
  /** Minutes between the times offered in the list (15 by default); any minute can still be typed. */
  step?: number;
  /** First and last times allowed, 'HH:mm'. */
  min?: string;
  max?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A time typed as HH:mm ('830' and '8h30' work too) or picked from a list every `step` minutes. */
export function TimePicker({
  value,
  defaultValue = null,
  onChange,
  step = 15,
  min = '00:00',
  max = '23:59',
  invalid,
  disabled,
  placeholder,
  onBlur,
  className,
  id,
  ref,
  ...rest
}: TimePickerProps) {
  const { t } = useT();
  const listId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const initial = value !== undefined ? value : defaultValue;
  const [text, setText] = useState(initial ?? '');
  const [typedInvalid, setTypedInvalid] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const lastEmitted = useRef<string | null>(initial);
  // Enter picks the highlighted time only after the arrow keys moved to it; otherwise it takes the typed text.
  const navigated = useRef(false);
  const slots = useMemo(() => timeSlots(step, min, max), [step, min, max]);
  const position = useAnchoredPosition(boxRef, popupRef, open);

  if (value !== undefined && value !== lastEmitted.current) {
    lastEmitted.current = value;
    setText(value ?? '');
    setTypedInvalid(false);
  }

  const emit = (next: string | null) => {
    if (next === lastEmitted.current) return;
    lastEmitted.current = next;
    onChange?.(next);
  };

  const inRange = (time: string) => toMinutes(time) >= toMinutes(min) && toMinutes(time) <= toMinutes(max);

  /** The list slot nearest at or after a (partial) time, to show where the typed time falls. */
  const nearest = (time: string | null) => {
    if (!time) return slots.indexOf(lastEmitted.current ?? '');
    const index = slots.findIndex((slot) => toMinutes(slot) >= toMinutes(time));
    return index === -1 ? slots.length - 1 : index;
  };

  const commit = (raw: string) => {
    if (raw.trim() === '') {
      setTypedInvalid(false);
      return emit(null);
    }
    const time = parseTime(raw);
    if (time && inRange(time)) {
      setText(time);
      setTypedInvalid(false);
      return emit(time);
    }
    setTypedInvalid(true);
    emit(null);
  };

  const choose = (time: string) => {
    setText(time);
    setTypedInvalid(false);
    emit(time);
    setOpen(false);
  };

  const openList = () => {
    if (disabled) return;
    navigated.current = false;
    setOpen(true);
    setActive(nearest(parseTime(text)));
  };

  useOutsidePress([boxRef, popupRef], open, () => setOpen(false));

  useEffect(() => {
    if (!open || active < 0) return;
    const element = listRef.current?.children[active];
    if (element instanceof HTMLElement && typeof element.scrollIntoView === 'function') {
      element.scrollIntoView({ block: 'nearest' });
    }
  }, [open, active]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = maskTimeInput(event.target.value, text);
    setText(next);
    navigated.current = false;
    setOpen(true);
    setActive(nearest(parseTime(next)));
    if (next === '') emit(null);
    else if (/^\d{2}:\d{2}$/.test(next) && parseTime(next) && inRange(next)) emit(next);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    rest.onKeyDown?.(event);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return openList();
      navigated.current = true;
      const delta = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => Math.min(slots.length - 1, Math.max(0, current + delta)));
    } else if (event.key === 'Enter') {
      if (open) event.preventDefault();
      const slot = slots[active];
      if (open && navigated.current && slot) choose(slot);
      else {
        commit(text);
        setOpen(false);
      }
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    commit(text);
    onBlur?.(event);
  };

  return (
    <div ref={boxRef} className={className}>
      <Input
        {...rest}
        ref={mergeRefs(ref, inputRef)}
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        inputMode="numeric"
        autoComplete="off"
        maxLength={5}
        placeholder={placeholder ?? t('ui.timePicker.placeholder')}
        value={text}
        invalid={invalid || typedInvalid || undefined}
        disabled={disabled}
        inputClassName={styles.field}
        onChange={handleChange}
        onClick={() => !open && openList()}
        onKeyDown={handleKeyDown}
        onBlur={handleBlur}
        suffix={
          <IconButton
            size="xs"
            icon="clock"
            tabIndex={-1}
            aria-label={t('ui.timePicker.open')}
            aria-expanded={open}
            aria-controls={listId}
            disabled={disabled}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              if (open) setOpen(false);
              else openList();
              inputRef.current?.focus();
            }}
          />
        }
      />
      <div ref={popupRef} className={cx(control.popover, styles.popover)} style={position} hidden={!open}>
        <div
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label={t('ui.timePicker.list')}
          className={cx(control.listbox, styles.list)}
        >
          {open &&
            slots.map((slot, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled by the combobox input (activedescendant).
              <div
                key={slot}
                id={`${listId}-${index}`}
                role="option"
                tabIndex={-1}
                aria-selected={slot === lastEmitted.current}
                data-active={index === active || undefined}
                className={control.option}
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => index !== active && setActive(index)}
                onClick={() => choose(slot)}
              >
                {slot}
              </div>
            ))}
        </div>
      </div>
    </div>
  );
}
