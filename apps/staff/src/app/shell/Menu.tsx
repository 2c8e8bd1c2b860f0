import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import * as styles from './Menu.css';

/**
 * A button that opens a panel: a `menu` of items (user menu) or a plain `dialog` (notifications). Esc and a click
 * outside close it; in a menu the arrow keys move between items and focus returns to the button on close.
 */
export function MenuButton({
  trigger,
  role = 'menu',
  label,
  children,
}: {
  trigger: (props: {
    'aria-expanded': boolean;
    'aria-haspopup': 'menu' | 'dialog';
    'aria-controls': string;
    onClick: () => void;
    ref: (el: HTMLButtonElement | null) => void;
  }) => ReactNode;
  role?: 'menu' | 'dialog';
  label: string;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const close = useCallback((refocus = true) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const items = () => [...(panel.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    items()[0]?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
      if (role !== 'menu' || !['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
      event.preventDefault();
      const list = items();
      const at = list.indexOf(document.activeElement as HTMLElement);
      const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: list.length - 1 }[event.key] ?? 0;
      list[(next + list.length) % list.length]?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, role, close]);

  return (
    <div className={styles.root} ref={root}>
      {trigger({
        'aria-expanded': open,
        'aria-haspopup': role,
        'aria-controls': id,
        onClick: () => setOpen((o) => !o),
        ref: (el) => {
          button.current = el;
        },
      })}
      {open && (
        // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is 'menu' or 'dialog', both take aria-label
        <div id={id} ref={panel} role={role} aria-label={label} className={styles.panel}>
          {children(() => close())}
        </div>
      )}
    </div>
  );
}

export { styles as menuStyles };
