import type { ReactNode } from 'react';
import * as styles from './site.css';

/** A whole-page message: no clinic, clinic not found, cannot load. */
export function Message({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <section className={styles.message} aria-labelledby="message-title">
      <h1 id="message-title" className={styles.pageTitle}>
        {title}
      </h1>
      <p>{text}</p>
      {action}
    </section>
  );
}
