import { Drawer, useT } from '@clinic/ui';
import { type ReactNode, useSyncExternalStore } from 'react';
import { useSnapshot } from 'valtio';
import { PlanExpiredBanner } from '../../features/plans/PlanExpiredBanner';
import { authState } from '../../state/auth';
import { layoutState } from '../../state/layout';
import { Header } from './Header';
import * as styles from './Shell.css';
import { Sidebar } from './Sidebar';

const onlineStore = {
  subscribe(listener: () => void) {
    window.addEventListener('online', listener);
    window.addEventListener('offline', listener);
    return () => {
      window.removeEventListener('online', listener);
      window.removeEventListener('offline', listener);
    };
  },
  get: () => navigator.onLine,
};

/** Sidebar, header and the screen; on phones the sidebar becomes a drawer opened from the header. */
export function Shell({ children }: { children: ReactNode }) {
  const { t } = useT();
  const { menuCollapsed, menuHidden } = useSnapshot(layoutState);
  const online = useSyncExternalStore(onlineStore.subscribe, onlineStore.get);
  // Also while the server is out of reach with the network up: the shell runs on remembered details then.
  const { isOffline } = useSnapshot(authState);
  const hideDrawer = () => {
    layoutState.menuHidden = true;
  };
  return (
    <div className={[styles.layout, menuCollapsed && styles.collapsed].filter(Boolean).join(' ')}>
      <a href="#main" className={styles.skipLink}>
        {t('staff.shell.skipToContent')}
      </a>
      <div className={styles.wideSidebar}>
        <Sidebar />
      </div>
      <Drawer open={!menuHidden} onClose={hideDrawer} side="left" title={t('staff.shell.menu')}>
        <Sidebar collapsible={false} onNavigate={hideDrawer} />
      </Drawer>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <PlanExpiredBanner />
        {(!online || isOffline) && (
          <p className={styles.offline} role="status">
            {t('staff.shell.offline')}
          </p>
        )}
        {children}
      </main>
    </div>
  );
}
