import { Avatar, Icon, IconButton, LanguageSwitch, useFileUrl, useT } from '@clinic/ui';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { roleLabelKey } from '../../features/account/MySettings';
import { NotificationBell } from '../../features/notifications/NotificationBell';
import { authState, type UserData } from '../../state/auth';
import { clinicState } from '../../state/clinic';
import { layoutState } from '../../state/layout';
import { signOut } from '../session';
import { uploader } from '../uploader';
import * as styles from './Header.css';
import { MenuButton, menuStyles } from './Menu';

export function Header() {
  const { t } = useT();
  const { userData } = useSnapshot(authState);
  const { clinicName } = useSnapshot(clinicState);
  const user = userData as UserData;
  const avatarUrl = useFileUrl(uploader, user.avatarFileId);

  return (
    <header className={styles.header}>
      <IconButton
        className={styles.phoneOnly}
        variant="ghost"
        icon="menu"
        aria-label={t('staff.shell.openMenu')}
        onClick={() => {
          layoutState.menuHidden = false;
        }}
      />
      <span className={styles.clinic}>{clinicName}</span>
      <LanguageSwitch className={styles.wideOnly} />
      <NotificationBell />
      <MenuButton
        label={t('staff.shell.userMenu')}
        trigger={(props) => (
          <button
            type="button"
            className={styles.userButton}
            aria-label={t('staff.shell.userMenu')}
            {...props}
          >
            <Avatar name={user.fullName} src={avatarUrl ?? null} />
            <span className={styles.userText}>
              <span className={styles.userName}>{user.fullName}</span>
              <span className={styles.userRole}>{t(roleLabelKey(user.roleKind))}</span>
            </span>
            <Icon name="chevron-down" size="sm" />
          </button>
        )}
      >
        {(close) => (
          <>
            <p className={menuStyles.caption}>{user.email}</p>
            <Link href="/account" role="menuitem" className={menuStyles.item} onClick={close}>
              <Icon name="user" /> {t('staff.shell.mySettings')}
            </Link>
            <Link href="/account/password" role="menuitem" className={menuStyles.item} onClick={close}>
              <Icon name="lock" /> {t('staff.shell.changePassword')}
            </Link>
            <div className={styles.phoneOnly}>
              <LanguageSwitch />
            </div>
            <hr className={menuStyles.separator} />
            <button
              type="button"
              role="menuitem"
              className={menuStyles.item}
              onClick={() => {
                close();
                void signOut();
              }}
            >
              <Icon name="logout" /> {t('staff.shell.signOut')}
            </button>
            <p className={menuStyles.caption}>
              {t('staff.shell.version', { version: __BUILD_ID__.slice(0, 16) })}
            </p>
          </>
        )}
      </MenuButton>
    </header>
  );
}
