import type { KioskTicket } from '@clinic/api-client/public';
import { useT } from '@clinic/ui';
import { Fragment, type Ref } from 'react';
import { formatDay } from '../flow/format';
import * as styles from './ticket.css';

/** What the thermal printer prints: the clinic, the order number in very large type, where and when. */
export function PaperTicket({ ticket, ref }: { ticket: KioskTicket; ref?: Ref<HTMLDivElement> }) {
  const { t } = useT();
  const rows: [string, string][] = [
    [t('kiosk.ticket.patient'), ticket.patientInitials],
    [t('kiosk.ticket.doctor'), ticket.doctorName],
    [t('kiosk.ticket.room'), ticket.room],
    [t('kiosk.ticket.time'), ticket.time],
    [t('kiosk.ticket.date'), formatDay(ticket.date)],
    [t('kiosk.ticket.code'), ticket.code],
  ];
  return (
    <div ref={ref} className={styles.paper}>
      <div className={styles.paperClinic}>{ticket.clinicName}</div>
      <div className={styles.paperLocation}>{ticket.locationName}</div>
      <div className={styles.paperLabel}>{t('kiosk.ticket.number')}</div>
      <div className={styles.paperNumber}>{ticket.orderNumber}</div>
      <div className={styles.paperRows}>
        {rows.map(([label, value]) => (
          <Fragment key={label}>
            <span>{label}</span>
            <span className={styles.paperValue}>{value}</span>
          </Fragment>
        ))}
      </div>
      {ticket.reprint && <div className={styles.paperFoot}>{t('kiosk.ticket.reprintNote')}</div>}
      <div className={styles.paperFoot}>{t('kiosk.ticket.thanks')}</div>
    </div>
  );
}
