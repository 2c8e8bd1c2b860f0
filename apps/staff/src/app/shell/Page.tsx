import { useDocumentTitle, useT } from '@clinic/ui';
import type { ReactNode } from 'react';
import * as styles from './Page.css';

/** The frame of a signed-in screen: its title (also the document title), a line of intro, actions. */
export function Page({
  title,
  text,
  actions,
  wide = false,
  children,
}: {
  title: string;
  text?: string;
  actions?: ReactNode;
  /** Lists use the whole width; forms keep a readable line length. */
  wide?: boolean;
  children: ReactNode;
}) {
  const { t } = useT();
  useDocumentTitle(`${title} · ${t('common.product.name')}`);
  return (
    <div className={wide ? undefined : styles.narrow}>
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          {text && <p className={styles.text}>{text}</p>}
        </div>
        {actions}
      </div>
      {children}
    </div>
  );
}

export { styles as pageStyles };
