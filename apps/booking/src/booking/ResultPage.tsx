import { AppointmentStatus } from '@clinic/domain';
import { buttonClassName, useT } from '@clinic/ui';
import { useEffect, useRef } from 'react';
import { Link, Redirect } from 'wouter';
import { useClinic } from '../site/clinic';
import * as siteStyles from '../site/site.css';
import { BookingCard } from './BookingCard';
import * as styles from './booking.css';
import { bookingJustMade } from './saved';

/** Right after booking: the code, the QR code and what to do next. Survives a reload (session storage). */
export function ResultPage() {
  const { t } = useT();
  const { slug } = useClinic();
  const made = bookingJustMade(slug);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  if (!made) return <Redirect to="/" replace />;
  const approved = made.booking.status === AppointmentStatus.Approved;
  return (
    <div className={styles.page}>
      <h1 ref={heading} tabIndex={-1} className={siteStyles.pageTitle}>
        {t(approved ? 'booking.result.title' : 'booking.result.titleAwaiting')}
      </h1>
      <BookingCard booking={made.booking} phone={made.phone} />
      <p className={styles.note}>{t('booking.result.keepCode')}</p>
      <div className={styles.links}>
        <Link href="/my-booking" className={buttonClassName({ variant: 'secondary' })}>
          {t('booking.site.myBooking')}
        </Link>
        <Link href="/" className={buttonClassName({ variant: 'secondary' })}>
          {t('booking.site.newBooking')}
        </Link>
      </div>
    </div>
  );
}
