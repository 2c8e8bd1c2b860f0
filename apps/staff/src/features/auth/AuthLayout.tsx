import { Card, Icon, LanguageSwitch, Logo, useDocumentTitle, useT } from '@clinic/ui';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import * as styles from './AuthLayout.css';

/** The frame of every signed-out screen: the product on the left, the form on the right (stacked on phones). */
export function AuthLayout({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useT();
  useDocumentTitle(`${title} · ${t('common.product.name')}`);
  return (
    <div className={styles.page}>
      <aside className={styles.brand}>
        <div className={styles.brandName}>
          <Logo size="md" />
          {t('common.product.fullName')}
        </div>
        <div>
          <p className={styles.brandTitle}>{t('staff.auth.side.title')}</p>
          <ul className={styles.points}>
            {(['booking', 'kiosk', 'queue'] as const).map((point) => (
              <li key={point} className={styles.point}>
                <Icon name="check" />
                {t(`staff.auth.side.points.${point}`)}
              </li>
            ))}
          </ul>
        </div>
      </aside>
      <main className={styles.formSide}>
        <div className={styles.topBar}>
          <LanguageSwitch />
        </div>
        <Card className={styles.panel} headingLevel="h1" title={title} padding="lg">
          {lead && <p className={styles.lead}>{lead}</p>}
          {children}
        </Card>
      </main>
    </div>
  );
}

/** A message under a form for errors that belong to no single field (wrong password, rate limit). */
export function FormMessage({ text }: { text: string | undefined }) {
  return text ? (
    <p className={styles.formError} role="alert">
      {text}
    </p>
  ) : null;
}

/** The way back from every auth side screen (forgot, reset, activate). */
export function BackToSignIn() {
  const { t } = useT();
  return (
    <Link href="/login" className={styles.link}>
      {t('staff.auth.backToSignIn')}
    </Link>
  );
}

export { styles as authStyles };
