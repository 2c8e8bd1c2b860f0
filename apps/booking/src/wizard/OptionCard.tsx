import type { ReactNode } from 'react';
import * as styles from './wizard.css';

export interface OptionCardProps {
  title: ReactNode;
  description?: ReactNode;
  /** A picture or initials before the text. */
  media?: ReactNode;
  selected?: boolean;
  onSelect: () => void;
}

/** One large, tappable choice: a location, a specialty, a doctor. */
export function OptionCard({ title, description, media, selected, onSelect }: OptionCardProps) {
  return (
    <button type="button" className={styles.option} aria-pressed={selected} onClick={onSelect}>
      {media}
      <span className={styles.optionText}>
        <span className={styles.optionTitle}>{title}</span>
        {description && <span className={styles.optionDescription}>{description}</span>}
      </span>
      <span className={styles.chevron} aria-hidden="true">
        ›
      </span>
    </button>
  );
}
