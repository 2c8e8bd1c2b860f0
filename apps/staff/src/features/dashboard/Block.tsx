import { Button, Card, Spinner, useT } from '@clinic/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import * as styles from './dashboard.css';

/**
 * One dashboard block: a titled card that shows its own spinner, or its own failure with a retry, so a slow or
 * failing read never blanks the rest of the dashboard. `report` links to the report behind the figures.
 */
export function Block<T>({
  title,
  query,
  report,
  actions,
  children,
}: {
  title: string;
  query: UseQueryResult<T>;
  report?: string;
  /** Beside the title: a switch (by revenue / by quantity). */
  actions?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { t } = useT();
  return (
    <Card
      title={title}
      footer={
        report ? (
          <Link href={report} className={styles.link}>
            {t('dashboard.report')}
          </Link>
        ) : undefined
      }
    >
      {actions}
      <BlockBody query={query}>{children}</BlockBody>
    </Card>
  );
}

/** A query's data through `children`, or its spinner, or its failure with a retry. */
export function BlockBody<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useT();
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError)
    return (
      <div className={styles.failed} role="alert">
        <span>{t('dashboard.failed')}</span>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()} loading={query.isFetching}>
          {t('dashboard.retry')}
        </Button>
      </div>
    );
  return (
    <div className={styles.loading}>
      <Spinner label={t('ui.loading')} />
    </div>
  );
}
