import type { PublicClinic } from '@clinic/api-client/public';
import { LanguageSwitch, Logo, useT } from '@clinic/ui';
import { Link, useLocation } from 'wouter';
import * as styles from './site.css';

/** The clinic's name and logo (the suite's logo until the clinic has one), the language switch and the lookup. */
export function ClinicHeader({ clinic }: { clinic?: PublicClinic }) {
  const { t } = useT();
  const [location] = useLocation();
  const onLookup = location === '/my-booking';
  return (
    <header className={styles.header}>
      <div className={styles.headerBar}>
        <div className={styles.brand}>
          {clinic?.logoUrl ? (
            <img className={styles.logo} src={clinic.logoUrl} alt="" width={40} height={40} />
          ) : (
            <Logo size="sm" />
          )}
          <div className={styles.brandText}>
            <span className={styles.clinicName}>{clinic?.name ?? t('common.product.name')}</span>
            <span className={styles.subtitle}>{t('booking.site.subtitle')}</span>
          </div>
        </div>
        <LanguageSwitch />
      </div>
      {clinic && (
        <nav className={styles.nav} aria-label={t('app.booking.title')}>
          <Link href="/" className={styles.navLink} aria-current={onLookup ? undefined : 'page'}>
            {t('booking.site.newBooking')}
          </Link>
          <Link href="/my-booking" className={styles.navLink} aria-current={onLookup ? 'page' : undefined}>
            {t('booking.site.myBooking')}
          </Link>
        </nav>
      )}
    </header>
  );
}

/** The clinic's address and a tap-to-call number. */
export function ClinicFooter({ clinic }: { clinic: PublicClinic }) {
  const { t } = useT();
  if (!clinic.address && !clinic.phone) return null;
  return (
    <footer className={styles.footer}>
      <strong>{clinic.name}</strong>
      {clinic.address && <span>{clinic.address}</span>}
      {clinic.phone && (
        <a className={styles.footerLink} href={`tel:${clinic.phone.replace(/[^\d+]/g, '')}`}>
          {t('booking.site.call', { phone: clinic.phone })}
        </a>
      )}
    </footer>
  );
}
