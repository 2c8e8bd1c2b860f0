import { Drawer, useT } from '@clinic/ui';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { PlanExpiredBanner } from '../../features/plans/PlanExpiredBanner';
import { OfflineBanner } from '../../offline/OfflineBanner';
import { layoutState } from '../../state/layout';
import { Header } from './Header';
import * as styles from './Shell.css';
import { Sidebar } from './Sidebar';

/** Sidebar, header and the screen; on phones the sidebar becomes a drawer opened from the header. */
export function Shell({ children }: { children: ReactNode }) {
  const { t } = useT();
  const { menuCollapsed, menuHidden } = useSnapshot(layoutState);
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
        <OfflineBanner />
        <PlanExpiredBanner />
        {children}
      </main>
    </div>
  );
}
