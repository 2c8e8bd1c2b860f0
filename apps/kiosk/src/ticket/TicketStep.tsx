import type { KioskTicket } from '@clinic/api-client/public';
import { KIOSK_TICKET_PAGE_STYLE } from '@clinic/domain';
import { Button, useT } from '@clinic/ui';
import { useEffect, useRef } from 'react';
import { useReactToPrint } from 'react-to-print';
import * as styles from '../kiosk.css';
import { Fact } from '../screens/ConfirmStep';
import { Notice } from '../screens/Notice';
import { PaperTicket } from './PaperTicket';
import * as ticketStyles from './ticket.css';

/**
 * Checked in: the order number huge on screen, the paper ticket printed once by itself, and 'Print again'
 * for a jammed roll. A chunk of its own: react-to-print is needed only after a check-in.
 */
export default function TicketStep({ ticket, onDone }: { ticket: KioskTicket; onDone: () => void }) {
  const { t } = useT();
  const paper = useRef<HTMLDivElement>(null);
  const print = useReactToPrint({
    contentRef: paper,
    // Allowed by the CSP by its hash (see KIOSK_TICKET_PAGE_STYLE): never build this string at run time.
    pageStyle: KIOSK_TICKET_PAGE_STYLE,
    documentTitle: `${ticket.code}-${ticket.orderNumber}`,
  });
  // Once per ticket, even when React runs the effect twice (StrictMode) or the language changes.
  const printed = useRef<KioskTicket>(undefined);
  useEffect(() => {
    if (printed.current === ticket) return;
    printed.current = ticket;
    print();
  }, [ticket, print]);

  return (
    <Notice
      tone="success"
      title={t('kiosk.ticket.title')}
      text={t('kiosk.ticket.lead', { room: ticket.room })}
    >
      <div>
        <p className={styles.factLabel}>{t('kiosk.ticket.number')}</p>
        <p className={styles.orderNumber} data-testid="order-number">
          {ticket.orderNumber}
        </p>
      </div>
      <dl className={styles.facts}>
        <Fact label={t('kiosk.ticket.doctor')} value={ticket.doctorName} />
        <Fact label={t('kiosk.ticket.room')} value={ticket.room} />
        <Fact label={t('kiosk.ticket.time')} value={ticket.time} />
      </dl>
      <div className={styles.actions}>
        <Button size="xl" variant="secondary" className={styles.bigButton} onClick={() => print()}>
          {t('kiosk.ticket.reprint')}
        </Button>
        <Button size="xl" className={styles.bigButton} onClick={onDone}>
          {t('kiosk.ticket.done')}
        </Button>
      </div>
      <div className={ticketStyles.offscreen}>
        <PaperTicket ref={paper} ticket={ticket} />
      </div>
    </Notice>
  );
}
