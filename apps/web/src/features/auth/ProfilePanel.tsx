import { LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Descriptions, Flex, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { signOut } from '@/shared/session/sign-out.ts';
import { refreshUser } from '@/shared/session/user.ts';
import { useAuth } from '@/shared/stores/auth.ts';
import { useDialogs } from '@/shared/stores/dialogs.ts';

/** With a token the dialog shows who is signed in instead of the forms (SPEC §4). */
export function ProfilePanel() {
  const { t } = useTranslation(['auth', 'common']);
  const user = useAuth((state) => state.user);
  const { close, openSettings } = useDialogs();

  useEffect(() => {
    if (!user) refreshUser({ silent: true }).catch(() => undefined);
  }, [user]);

  const bound = (value: string | null | undefined) =>
    value ? value : <Typography.Text type="secondary">{t('profile.notBound')}</Typography.Text>;

  return (
    <Flex vertical gap={20} data-testid="profile-panel">
      <Flex align="center" gap={16}>
        <Avatar size={64} src={user?.avatar || undefined} icon={<UserOutlined />} alt="" />
        <div style={{ minWidth: 0 }}>
          <Typography.Title level={4} style={{ margin: 0 }} ellipsis data-testid="profile-nickname">
            {user?.nickname ?? '…'}
          </Typography.Title>
          {user && (user.isChatgptVip ? <Tag color="gold">{t('profile.pro')}</Tag> : <Tag>{t('profile.free')}</Tag>)}
        </div>
      </Flex>
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'email', label: t('profile.email'), children: bound(user?.email) },
          {
            key: 'phone',
            label: t('profile.phone'),
            children: bound(user?.mobile && `+${user.countryCode ?? ''} ${user.mobile}`),
          },
          ...(user?.account ? [{ key: 'account', label: t('profile.account'), children: user.account }] : []),
        ]}
      />
      <Flex vertical gap={8}>
        <Button
          size="large"
          icon={<SettingOutlined />}
          onClick={() => {
            close('login');
            openSettings('profile');
          }}
        >
          {t('profile.settings')}
        </Button>
        <Button
          size="large"
          danger
          icon={<LogoutOutlined />}
          onClick={() => {
            close('login');
            void signOut();
          }}
        >
          {t('common:actions.signOut')}
        </Button>
      </Flex>
    </Flex>
  );
}
