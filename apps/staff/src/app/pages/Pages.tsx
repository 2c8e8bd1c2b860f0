import { Button, EmptyState, useT } from '@clinic/ui';
import { Component, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Page } from '../shell/Page';

export function NotFound() {
  const { t } = useT();
  return (
    <Page title={t('staff.pages.notFoundTitle')}>
      <EmptyState
        icon="search"
        title={t('staff.pages.notFoundText')}
        action={
          <Link href="/">
            <Button variant="secondary">{t('staff.pages.backHome')}</Button>
          </Link>
        }
      />
    </Page>
  );
}

export function NotPermitted() {
  const { t } = useT();
  return (
    <Page title={t('staff.pages.notPermittedTitle')}>
      <EmptyState
        icon="lock"
        title={t('staff.pages.notPermittedText')}
        action={
          <Link href="/">
            <Button variant="secondary">{t('staff.pages.backHome')}</Button>
          </Link>
        }
      />
    </Page>
  );
}

function ChunkError() {
  const { t } = useT();
  return (
    <EmptyState
      icon="alert"
      title={t('staff.pages.chunkTitle')}
      description={t('staff.pages.chunkText')}
      action={<Button onClick={() => window.location.reload()}>{t('staff.pages.retry')}</Button>}
    />
  );
}

/**
 * A screen whose code cannot be loaded (network down, or an old chunk removed by a new deployment) shows a retry
 * message instead of a blank page. Other render errors land here too.
 */
export class ChunkBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error(error);
  }

  override render() {
    return this.state.error ? <ChunkError /> : this.props.children;
  }
}
