import type { ReactNode } from 'react';
import * as styles from './Checkbox.css';

/** The label and description beside a checkbox, radio or switch; the ids let the input name and describe itself. */
export function ChoiceText({
  label,
  labelId,
  description,
  descriptionId,
}: {
  label?: ReactNode;
  labelId?: string | undefined;
  description?: ReactNode;
  descriptionId?: string | undefined;
}) {
  if (!label && !description) return null;
  return (
    <span className={styles.text}>
      {label && <span id={labelId}>{label}</span>}
      {description && (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      )}
    </span>
  );
}
