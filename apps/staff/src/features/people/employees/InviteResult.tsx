import type { InviteEmployeesResult } from '@clinic/api-client';
import { Badge, useT } from '@clinic/ui';
import * as styles from '../people.css';

/** After an invitation: how many were invited, and each address that failed with the server's reason. */
export function InviteResult({ result }: { result: InviteEmployeesResult }) {
  const { t } = useT();
  return (
    <section className={styles.result} aria-label={t('people.users.resultTitle')}>
      <h3 className={styles.groupTitle}>{t('people.users.resultTitle')}</h3>
      <p>
        <Badge tone={result.invited.length > 0 ? 'success' : 'secondary'}>
          {t('people.users.invitedCount', { count: result.invited.length })}
        </Badge>
      </p>
      {result.invited.length > 0 && (
        <ul
          className={styles.failedList}
          aria-label={t('people.users.invitedCount', { count: result.invited.length })}
        >
          {result.invited.map((item) => (
            <li key={item.email}>{item.email}</li>
          ))}
        </ul>
      )}
      {result.failed.length > 0 && (
        <>
          <p role="alert">{t('people.users.failedCount', { count: result.failed.length })}</p>
          <ul
            className={styles.failedList}
            aria-label={t('people.users.failedCount', { count: result.failed.length })}
          >
            {result.failed.map((item) => (
              <li key={item.email}>
                <strong>{item.email}</strong>: {item.message}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
