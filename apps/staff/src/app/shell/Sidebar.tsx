import { tabs, tabTitleKey } from '@clinic/domain';
import { useAbility } from '@clinic/permissions';
import { Icon, IconButton, type IconName, Logo, useT } from '@clinic/ui';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import * as planStyles from '../../features/plans/plans.css';
import { usePlan } from '../../features/plans/usePlan';
import { layoutState } from '../../state/layout';
import { mayOpen, staffScreens } from '../screens';
import * as styles from './Sidebar.css';

/**
 * The screens of each tab the user may read, in sidebar order (docs/product.md#staff-screens-by-id); empty tabs are
 * not shown.
 */
export function useSidebarGroups() {
  const ability = useAbility();
  return tabs
    .map((tab) => ({
      tab,
      screens: staffScreens
        .filter((s) => s.def.tab === tab && mayOpen(ability, s))
        .sort((a, b) => (a.def.order ?? 0) - (b.def.order ?? 0)),
    }))
    .filter((group) => group.screens.length > 0);
}

export function Sidebar({
  collapsible = true,
  onNavigate,
}: {
  collapsible?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useT();
  const [location] = useLocation();
  const { menuCollapsed } = useSnapshot(layoutState);
  const collapsed = collapsible && menuCollapsed;
  const groups = useSidebarGroups();
  // A screen the clinic's plan lacks stays listed, with a lock: it opens the upgrade panel (features/plans).
  const plan = usePlan();
  const item = (href: string, title: string, icon: IconName, locked = false) => {
    const current = href === '/' ? location === '/' : location.startsWith(href);
    return (
      <li key={href}>
        <Link
          href={href}
          className={[styles.link, current && styles.active].filter(Boolean).join(' ')}
          aria-current={current ? 'page' : undefined}
          title={collapsed ? title : undefined}
          onClick={onNavigate}
        >
          <Icon name={icon} />
          <span className={[styles.label, styles.hiddenWhenCollapsed].join(' ')}>{title}</span>
          {locked && (
            <Icon
              name="lock"
              size="sm"
              title={t('plans.locked.lockedLabel')}
              className={[planStyles.lock, styles.hiddenWhenCollapsed].join(' ')}
            />
          )}
        </Link>
      </li>
    );
  };

  return (
    <aside
      className={[styles.sidebar, collapsed && styles.collapsed, !collapsible && styles.embedded]
        .filter(Boolean)
        .join(' ')}
    >
      <Link href="/" className={styles.brand} onClick={onNavigate}>
        <Logo size="sm" />
        <span className={styles.hiddenWhenCollapsed}>{t('common.product.name')}</span>
      </Link>
      <nav className={styles.nav} aria-label={t('staff.shell.menu')}>
        <ul className={styles.group}>{item('/', t('staff.shell.home'), 'home')}</ul>
        {groups.map(({ tab, screens }) => (
          <section key={tab} aria-label={t(tabTitleKey[tab])}>
            <p className={[styles.groupTitle, styles.hiddenWhenCollapsed].join(' ')}>{t(tabTitleKey[tab])}</p>
            <ul className={styles.group}>
              {screens.map((s) => item(s.path, t(s.def.titleKey), s.icon, !plan.hasScreen(s.def.id)))}
            </ul>
          </section>
        ))}
      </nav>
      {collapsible && (
        <div className={styles.footer}>
          <IconButton
            variant="ghost"
            icon={collapsed ? 'chevron-right' : 'chevron-left'}
            aria-label={t(collapsed ? 'staff.shell.expandMenu' : 'staff.shell.collapseMenu')}
            onClick={() => {
              layoutState.menuCollapsed = !layoutState.menuCollapsed;
            }}
          />
        </div>
      )}
    </aside>
  );
}
