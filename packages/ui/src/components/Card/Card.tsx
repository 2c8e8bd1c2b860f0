import { type HTMLAttributes, type ReactNode, useId } from 'react';
import * as styles from './Card.css';

type HeadingLevel = 'h1' | 'h2' | 'h3';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  subtitle?: ReactNode;
  /** Heading element of the title (h2 by default). */
  headingLevel?: HeadingLevel;
  /** Actions or extra lines under a divider. */
  footer?: ReactNode;
  padding?: keyof typeof styles.padding;
}

/** A white panel; with a title it is a labelled region. */
export function Card({
  title,
  subtitle,
  headingLevel: Heading = 'h2',
  footer,
  padding = 'md',
  className,
  children,
  ...rest
}: CardProps) {
  const titleId = useId();
  const classes = [styles.root, styles.padding[padding], className].filter(Boolean).join(' ');
  return (
    <section {...rest} className={classes} aria-labelledby={title ? titleId : undefined}>
      {(title || subtitle) && (
        <div className={styles.header}>
          {title && (
            <Heading id={titleId} className={styles.title}>
              {title}
            </Heading>
          )}
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </div>
      )}
      {children !== undefined && <div className={styles.body}>{children}</div>}
      {footer && <div className={styles.footer}>{footer}</div>}
    </section>
  );
}
