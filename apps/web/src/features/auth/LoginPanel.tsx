import { Alert, Button, Divider, Flex, Typography } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import type { Language } from '@/shared/i18n/language.ts';
import { legalUrl } from '@/shared/platform/legal.ts';
import { SWITCHABLE_MODES, type LoginMode } from './login-modes.ts';

type Props = { mode: LoginMode; language: Language; onModeChange: (mode: LoginMode) => void };

/**
 * The sign-in panel for one mode. The accounts issue puts each mode's form here; until the
 * server has sign-in, the panel says so instead of showing fields that cannot work.
 */
export function LoginPanel({ mode, language, onModeChange }: Props) {
  const { t } = useTranslation('auth');
  const legal = (document: 'terms' | 'privacy') => (
    <Typography.Link href={legalUrl(document, language)} target="_blank" rel="noreferrer" />
  );
  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t(`hint.${mode}`)}
      </Typography.Paragraph>
      <Alert type="info" showIcon title={t('unavailable')} />
      <Divider plain style={{ margin: 0 }}>
        {t('switch.label')}
      </Divider>
      <Flex wrap gap={4} justify="center">
        {SWITCHABLE_MODES.filter((other) => other !== mode).map((other) => (
          <Button key={other} type="link" size="small" onClick={() => onModeChange(other)}>
            {t(`mode.${other}`)}
          </Button>
        ))}
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12, textAlign: 'center' }}>
        <Trans t={t} i18nKey="agreement" components={{ terms: legal('terms'), privacy: legal('privacy') }} />
      </Typography.Text>
    </Flex>
  );
}
