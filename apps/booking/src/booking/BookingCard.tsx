import type { PublicBooking, PublicBookingKey } from '@clinic/api-client/public';
import { Badge, buttonClassName, useT } from '@clinic/ui';
import { lazy, type ReactNode, Suspense } from 'react';
import { formatDay } from '../days';
import { useClinic } from '../site/clinic';
import * as styles from './booking.css';
import { isComing, statusOf } from './status';

const BookingQr = lazy(() => import('./BookingQr'));

/** A booking as the patient keeps it: code, status, QR for the kiosk, when, who, where, calendar, directions. */
export function BookingCard({
  booking,
  phone,
  children,
}: {
  booking: PublicBooking;
  phone: string;
  /** More actions under the card's own (cancel). */
  children?: ReactNode;
}) {
  const { t, lang } = useT();
  const { api } = useClinic();
  const status = statusOf(booking.status);
  const coming = isComing(booking.status);
  const key: PublicBookingKey = { code: booking.code, phone };
  return (
    <article className={styles.card} aria-labelledby="booking-code">
      <div className={styles.codeRow}>
        <div>
          <p className={styles.label}>{t('booking.result.code')}</p>
          <p id="booking-code" className={styles.code}>
            {booking.code}
          </p>
        </div>
        <Badge tone={status.tone} dot>
          {t(status.key)}
        </Badge>
      </div>
      {coming && (
        <figure className={styles.qrBox}>
          <Suspense fallback={<span className={styles.qrPlaceholder} />}>
            <BookingQr token={booking.bookingToken} label={t('booking.result.qrLabel')} />
          </Suspense>
          <figcaption className={styles.qrHint}>{t('booking.result.qrHint')}</figcaption>
        </figure>
      )}
      <dl className={styles.facts}>
        <dt>{t('booking.result.when')}</dt>
        <dd>
          <strong>{booking.time}</strong> · {formatDay(booking.date, lang, 'long')}
        </dd>
        <dt>{t('booking.result.doctor')}</dt>
        <dd>{booking.doctorName}</dd>
        <dt>{t('booking.result.location')}</dt>
        <dd>
          {booking.locationName}
          {booking.locationAddress && <span className={styles.address}>{booking.locationAddress}</span>}
        </dd>
      </dl>
      {(coming || children) && (
        <div className={styles.actions}>
          {coming && (
            <a className={buttonClassName({ variant: 'secondary' })} href={api.calendarUrl(key)} download>
              {t('booking.result.addToCalendar')}
            </a>
          )}
          {coming && booking.mapUrl && (
            <a
              className={buttonClassName({ variant: 'secondary' })}
              href={booking.mapUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('booking.result.directions')}
            </a>
          )}
          {children}
        </div>
      )}
    </article>
  );
}
