import { useDocumentTitle, useT } from '@clinic/ui';
import { ClinicHeader } from './ClinicHeader';
import { Message } from './Message';
import * as styles from './site.css';

/** /booking/ without a clinic: the patient needs the clinic's own link. */
export function NoClinic() {
  const { t } = useT();
  useDocumentTitle(`${t('app.booking.title')} — ${t('common.product.name')}`);
  return (
    <div className={styles.page}>
      <ClinicHeader />
      <main className={styles.main}>
        <Message title={t('booking.site.noClinicTitle')} text={t('booking.site.noClinicText')} />
      </main>
    </div>
  );
}
