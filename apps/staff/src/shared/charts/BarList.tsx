import * as styles from './charts.css';

// A ranked list as horizontal bars (the top ten of a report, the dashboard's top sellers): plain HTML, so it needs
// no chart library, reads with a screen reader and prints.

export interface BarItem {
  key: string | number;
  label: string;
  value: number;
}

export function BarList({ items, format }: { items: readonly BarItem[]; format: (value: number) => string }) {
  const top = Math.max(1, ...items.map((item) => item.value));
  return (
    <ol className={styles.barList}>
      {items.map((item) => (
        <li key={item.key} className={styles.barRow}>
          <span className={styles.barLabel} title={item.label}>
            {item.label}
          </span>
          <span className={styles.barTrack} aria-hidden="true">
            <span
              className={styles.barFill}
              style={{ display: 'block', width: `${Math.max(0, (item.value / top) * 100)}%` }}
            />
          </span>
          <span className={styles.barValue}>{format(item.value)}</span>
        </li>
      ))}
    </ol>
  );
}
