import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { lazy, startTransition, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isMobileNow } from '@/shared/platform/media.ts';
import { useAuth } from '@/shared/stores/auth.ts';
import { useDialogs } from '@/shared/stores/dialogs.ts';
import { useSettings } from '@/shared/stores/settings.ts';
import button from '@/shared/ui/plain-button.module.css';
import { intentToOpen } from '../../dialogs/lazy-dialogs.ts';
import styles from './Sidebar.module.css';

const loadDropdown = () => import('./UserMenuDropdown.tsx');
const UserMenuDropdown = lazy(loadDropdown);

/**
 * Signed out: a sign-in entry plus the same menu of preferences (language, theme, version,
 * add to desktop). Signed in: avatar and nickname open that menu, with settings and sign out.
 * The menu's code (antd's Dropdown and Menu) loads once the visitor points at, focuses or clicks
 * the trigger; a click before it arrives opens the menu as soon as it does.
 */
export function UserMenu({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation(['common', 'layout']);
  const user = useAuth((state) => state.user);
  const loggedIn = useAuth((state) => Boolean(state.token));
  const openLogin = useDialogs((state) => state.openLogin);
  const [armed, setArmed] = useState(false);
  const [ready, setReady] = useState(false);
  const [open, setOpen] = useState(false);
  const focused = useRef(false);
  const update = useSettings((state) => state.update);
  const signIn = () => {
    // On phones the sidebar overlay would sit behind the dialog; get it out of the way.
    if (isMobileNow()) update('slider', { isCollapse: true });
    openLogin();
  };
  const name = loggedIn ? (user?.nickname ?? t('layout:user.guest')) : t('layout:user.guest');
  // Every entry of the menu but the links opens a dialog: intent starts those downloads too.
  const dialogIntent = intentToOpen(
    'login',
    'settings',
    'version',
    'addToDesktop',
    ...(loggedIn ? (['coupon'] as const) : []),
  );
  const arm = () => {
    if (armed) return;
    void loadDropdown();
    // A transition keeps this plain trigger on screen until the menu's code is in, then swaps.
    startTransition(() => setArmed(true));
  };
  const openWhenReady = () => {
    if (ready) return;
    arm();
    setOpen(true);
  };
  const trigger = (
    <button
      type="button"
      className={styles.userTrigger}
      aria-label={t('layout:user.menu')}
      onMouseEnter={() => {
        dialogIntent.onMouseEnter();
        arm();
      }}
      onFocus={() => {
        focused.current = true;
        dialogIntent.onFocus();
        arm();
      }}
      onBlur={() => (focused.current = false)}
      onTouchStart={() => {
        dialogIntent.onTouchStart();
        arm();
      }}
      // Until the menu's code is in, pressing (or Enter/Space) asks for it open; from then on the
      // Dropdown answers. Pressing, not the click: should the Dropdown's trigger replace this
      // button between press and release, the browser sends no click to either.
      onMouseDown={openWhenReady}
      onClick={openWhenReady}
    >
      {/* antd's avatar, drawn: its component would bring antd's styles engine into the shell. */}
      <span className={styles.avatar}>
        {loggedIn && user?.avatar ? <img src={user.avatar} alt="" /> : <UserOutlined aria-hidden />}
      </span>
      <span className={styles.userName}>{name}</span>
      <DownOutlined className={styles.userChevron} style={{ fontSize: 10 }} />
    </button>
  );

  return (
    <>
      {!loggedIn && !collapsed && (
        <button
          type="button"
          className={`${button.primary} ${button.block}`}
          onClick={signIn}
          {...intentToOpen('login')}
        >
          {t('actions.signIn')}
        </button>
      )}
      <Suspense fallback={trigger}>
        {armed ? (
          <UserMenuDropdown
            open={open}
            onOpenChange={setOpen}
            onReady={() => setReady(true)}
            hadFocus={() => focused.current}
          >
            {trigger}
          </UserMenuDropdown>
        ) : (
          trigger
        )}
      </Suspense>
    </>
  );
}
