import { LockOutlined, MailOutlined, MobileOutlined } from '@ant-design/icons';
import { Button, Divider, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginMode, MODE_LINKS, otherSignInModes } from './login-modes.ts';

const ICONS: Partial<Record<LoginMode, ReactNode>> = {
  [LoginMode.mobile]: <MobileOutlined />,
  [LoginMode.email]: <MailOutlined />,
  [LoginMode.account]: <LockOutlined />,
};

/** The links between modes: this form's own (forgot, sign up, back) and the other ways in. */
export function ModeLinks({ mode, onMode }: { mode: LoginMode; onMode: (mode: LoginMode) => void }) {
  const { t } = useTranslation('auth');
  const links = MODE_LINKS[mode];
  const others = otherSignInModes(mode);
  return (
    <>
      {links.length > 0 && (
        <Flex justify={links.length > 1 ? 'space-between' : 'center'} wrap>
          {links.map(({ label, to }) => (
            <Button key={label} type="link" size="small" style={{ paddingInline: 0 }} onClick={() => onMode(to)}>
              {t(label)}
            </Button>
          ))}
        </Flex>
      )}
      {others.length > 0 && (
        <>
          <Divider plain style={{ margin: '4px 0 0', fontSize: 12 }}>
            {t('switch.label')}
          </Divider>
          <Flex gap={8} justify="center" wrap>
            {others.map((other) => (
              <Button
                key={other}
                icon={ICONS[other]}
                onClick={() => onMode(other)}
                aria-label={t(`mode.${other}`)}
                title={t(`mode.${other}`)}
              >
                {t(`short.${other as 1 | 2 | 9}`)}
              </Button>
            ))}
          </Flex>
        </>
      )}
    </>
  );
}
