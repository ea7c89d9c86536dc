import {
  AppstoreAddOutlined,
  FileTextOutlined,
  GiftOutlined,
  GlobalOutlined,
  InfoCircleOutlined,
  LoginOutlined,
  LogoutOutlined,
  MoonOutlined,
  SafetyOutlined,
  SettingOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Switch, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@/shared/i18n/language.ts';
import { legalUrl } from '@/shared/platform/legal.ts';
import { isMobileNow } from '@/shared/platform/media.ts';
import { signOut } from '@/shared/session/sign-out.ts';
import { useAuth } from '@/shared/stores/auth.ts';
import { useDialogs } from '@/shared/stores/dialogs.ts';
import { useLanguage } from '@/shared/stores/language.ts';
import { useSettings } from '@/shared/stores/settings.ts';
import { openSettingsDialog } from '../../dialogs/settings/open-settings.ts';

type Item = NonNullable<MenuProps['items']>[number];

const DIALOG_KEYS = new Set(['signIn', 'profile', 'settings', 'version', 'addToDesktop', 'coupon']);

/** The user menu's entries and what each one does. */
export function useUserMenuItems(): MenuProps {
  const { t } = useTranslation(['common', 'layout', 'billing']);
  const loggedIn = useAuth((state) => Boolean(state.token));
  const { language, setLanguage } = useLanguage();
  const isDark = useSettings((state) => state.header.isDark);
  const update = useSettings((state) => state.update);
  const dialogs = useDialogs();

  const link = (key: 'terms' | 'privacy') => (
    <a href={legalUrl(key, language)} target="_blank" rel="noreferrer">
      {t(key === 'terms' ? 'layout:user.terms' : 'layout:user.privacy')}
    </a>
  );

  const items: Item[] = [
    loggedIn
      ? { key: 'profile', icon: <UserOutlined aria-hidden />, label: t('layout:user.profile') }
      : { key: 'signIn', icon: <LoginOutlined aria-hidden />, label: t('actions.signIn') },
    { key: 'settings', icon: <SettingOutlined aria-hidden />, label: t('layout:user.settings') },
    ...(loggedIn ? [{ key: 'coupon', icon: <GiftOutlined aria-hidden />, label: t('billing:coupon.open') }] : []),
    {
      key: 'language',
      icon: <GlobalOutlined aria-hidden />,
      label: t('language.label'),
      children: LANGUAGES.map((code) => ({ key: `language:${code}`, label: t(`language.${code}`) })),
    },
    {
      key: 'darkMode',
      icon: <MoonOutlined aria-hidden />,
      label: t('layout:user.darkMode'),
      extra: <Switch size="small" checked={isDark} tabIndex={-1} aria-hidden />,
    },
    { key: 'version', icon: <InfoCircleOutlined aria-hidden />, label: t('layout:user.version') },
    { key: 'addToDesktop', icon: <AppstoreAddOutlined aria-hidden />, label: t('layout:user.addToDesktop') },
    { type: 'divider' },
    { key: 'terms', icon: <FileTextOutlined aria-hidden />, label: link('terms') },
    { key: 'privacy', icon: <SafetyOutlined aria-hidden />, label: link('privacy') },
    ...(loggedIn
      ? [
          { type: 'divider' as const },
          { key: 'signOut', icon: <LogoutOutlined aria-hidden />, danger: true, label: t('actions.signOut') },
        ]
      : []),
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    // On phones the sidebar overlay would sit under the dialog; get it out of the way.
    if (DIALOG_KEYS.has(key) && isMobileNow()) update('slider', { isCollapse: true });
    if (key.startsWith('language:')) return setLanguage(key.slice('language:'.length) as Language);
    // Signed in, the sign-in dialog shows who is signed in, with sign-out (SPEC §4).
    if (key === 'signIn' || key === 'profile') dialogs.openLogin();
    if (key === 'settings') void openSettingsDialog();
    if (key === 'darkMode') update('header', { isDark: !isDark });
    if (key === 'version') dialogs.open('version');
    if (key === 'addToDesktop') dialogs.open('addToDesktop');
    if (key === 'coupon') dialogs.open('coupon');
    if (key === 'signOut') void signOut();
  };

  return { items, onClick, selectedKeys: [`language:${language}`] };
}
