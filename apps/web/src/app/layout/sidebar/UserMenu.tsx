import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { isMobileNow } from '@/shared/platform/media.ts';
import { useAuth } from '@/shared/stores/auth.ts';
import { useDialogs } from '@/shared/stores/dialogs.ts';
import { useSettings } from '@/shared/stores/settings.ts';
import { useUserMenuItems } from './use-user-menu-items.tsx';
import styles from './Sidebar.module.css';

/**
 * Signed out: a sign-in entry plus the same menu of preferences (language, theme, version,
 * add to desktop). Signed in: avatar and nickname open that menu, with settings and sign out.
 */
export function UserMenu({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation(['common', 'layout']);
  const user = useAuth((state) => state.user);
  const loggedIn = useAuth((state) => Boolean(state.token));
  const openLogin = useDialogs((state) => state.openLogin);
  const menu = useUserMenuItems();
  const update = useSettings((state) => state.update);
  const signIn = () => {
    // On phones the sidebar overlay would sit behind the dialog; get it out of the way.
    if (isMobileNow()) update('slider', { isCollapse: true });
    openLogin();
  };
  const name = loggedIn ? (user?.nickname ?? t('layout:user.guest')) : t('layout:user.guest');

  return (
    <>
      {!loggedIn && !collapsed && (
        <Button type="primary" block onClick={signIn}>
          {t('actions.signIn')}
        </Button>
      )}
      <Dropdown menu={menu} trigger={['click']} placement="topLeft">
        <button type="button" className={styles.userTrigger} aria-label={t('layout:user.menu')}>
          <Avatar size={30} src={loggedIn && user?.avatar ? user.avatar : undefined} icon={<UserOutlined />} />
          <span className={styles.userName}>{name}</span>
          <DownOutlined className={styles.userChevron} style={{ fontSize: 10 }} />
        </button>
      </Dropdown>
    </>
  );
}
