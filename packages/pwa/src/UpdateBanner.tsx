import { Button, Modal, useT } from '@clinic/ui';
import { useEffect, useSyncExternalStore } from 'react';
import { type AppUpdateStore, appUpdate } from './app-update';

export function useAppUpdate(store: AppUpdateStore = appUpdate) {
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return { ...state, accept: store.accept };
}

export interface UpdateBannerProps {
  store?: AppUpdateStore;
  /**
   * Press OK by itself after this many ms: for screens nobody touches (the waiting-room TV).
   * Off by default: staff finish what they are typing first.
   */
  autoAcceptMs?: number;
}

/**
 * The app update (docs/product.md#app-updates): 'A new version of this app is available. The page will be reloaded!' with OK.
 * The prompt needs an answer, so Esc and the backdrop do not close it.
 */
export function UpdateBanner({ store = appUpdate, autoAcceptMs }: UpdateBannerProps) {
  const { t } = useT();
  const { needRefresh, accept } = useAppUpdate(store);

  useEffect(() => {
    if (!needRefresh || autoAcceptMs === undefined) return;
    const timer = setTimeout(() => void accept(), autoAcceptMs);
    return () => clearTimeout(timer);
  }, [needRefresh, autoAcceptMs, accept]);

  return (
    <Modal
      open={needRefresh}
      role="alertdialog"
      dismissible={false}
      title={t('app.update.title')}
      footer={
        <Button data-autofocus onClick={() => void accept()}>
          {t('common.actions.ok')}
        </Button>
      }
    >
      <p>{t('app.update.message')}</p>
    </Modal>
  );
}
