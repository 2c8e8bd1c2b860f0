import { Button, useT } from '@clinic/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { PregnancyCalculatorDialog } from '../calculators/PregnancyCalculatorDialog';
import * as styles from './exam.css';

/**
 * The doctor's calculators, in a small menu (a button that opens a list; Escape or a click elsewhere closes it).
 * The re-examination calculator opens from the date fields it fills (result sheets, prescription).
 */
export function CalculatorsMenu() {
  const { t } = useT();
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [pregnancy, setPregnancy] = useState(false);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !root.current?.contains(event.target as Node)
      )
        setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  return (
    <div ref={root} className={styles.menuRoot}>
      <Button
        variant="secondary"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        {t('exam.toolbar.calculators')}
      </Button>
      {open && (
        <div id={menuId} role="menu" className={styles.menu} aria-label={t('exam.toolbar.calculators')}>
          <button
            type="button"
            role="menuitem"
            className={styles.menuItem}
            // biome-ignore lint/a11y/noAutofocus: a menu puts the focus on its first item when it opens.
            autoFocus
            onClick={() => {
              setOpen(false);
              setPregnancy(true);
            }}
          >
            {t('exam.toolbar.pregnancy')}
          </button>
        </div>
      )}
      <PregnancyCalculatorDialog open={pregnancy} onClose={() => setPregnancy(false)} />
    </div>
  );
}
