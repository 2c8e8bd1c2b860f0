import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { cx } from '../../internal/cx';
import { useControllable } from '../../internal/useControllable';
import * as styles from './Tabs.css';

export interface TabItem {
  id: string;
  label: ReactNode;
  /** The panel; leave it out when the tabs only filter something shown below (the examination queue). */
  content?: ReactNode;
  /** A count beside the label ('Đã tiếp đón 12'). */
  badge?: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: readonly TabItem[];
  value?: string;
  defaultValue?: string;
  onChange?: (id: string) => void;
  /** Names the tab list. */
  'aria-label': string;
  /** 'automatic' selects as the arrow keys move (default); 'manual' waits for Enter or Space. */
  activation?: 'automatic' | 'manual';
  className?: string;
}

/**
 * Tabs with a roving tabindex: one Tab stop for the list, arrows (and Home/End) move between tabs, skipping
 * disabled ones.
 */
export function Tabs({
  items,
  value,
  defaultValue,
  onChange,
  activation = 'automatic',
  className,
  ...aria
}: TabsProps) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const firstEnabled = items.find((item) => !item.disabled)?.id ?? '';
  const [selected, setSelected] = useControllable(value, defaultValue ?? firstEnabled, onChange);
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;
  const current = items.find((item) => item.id === selected);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const enabled = items.filter((item) => !item.disabled);
    const focusedId = enabled.findIndex((item) => tabId(item.id) === document.activeElement?.id);
    if (focusedId === -1) return;
    const targets: Record<string, number> = {
      ArrowRight: (focusedId + 1) % enabled.length,
      ArrowLeft: (focusedId - 1 + enabled.length) % enabled.length,
      Home: 0,
      End: enabled.length - 1,
    };
    const index = targets[event.key];
    const target = index === undefined ? undefined : enabled[index];
    if (!target) return;
    event.preventDefault();
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(target.id))}`)?.focus();
    if (activation === 'automatic') setSelected(target.id);
  };

  return (
    <div className={cx(styles.root, className)}>
      <div
        ref={listRef}
        role="tablist"
        aria-label={aria['aria-label']}
        className={styles.list}
        onKeyDown={onKeyDown}
      >
        {items.map((item) => {
          const isSelected = item.id === selected;
          return (
            <button
              key={item.id}
              id={tabId(item.id)}
              type="button"
              role="tab"
              aria-selected={isSelected}
              aria-controls={item.content !== undefined ? panelId(item.id) : undefined}
              tabIndex={isSelected ? 0 : -1}
              disabled={item.disabled}
              className={styles.tab}
              onClick={() => setSelected(item.id)}
            >
              {item.label}
              {item.badge !== undefined && <span className={styles.badge}>{item.badge}</span>}
            </button>
          );
        })}
      </div>
      {current?.content !== undefined && (
        <div
          id={panelId(current.id)}
          role="tabpanel"
          aria-labelledby={tabId(current.id)}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the APG tab pattern makes the panel a Tab stop.
          tabIndex={0}
          className={styles.panel}
        >
          {current.content}
        </div>
      )}
    </div>
  );
}
