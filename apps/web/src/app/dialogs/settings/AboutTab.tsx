import { Release } from '@inkstone/contract/limits';
import { Button, Divider, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { InvitePanel, SharePanel } from '@/features/share/InvitePanel.tsx';
import { legalUrl } from '@/shared/platform/legal.ts';
import { useDialogs } from '@/shared/stores/dialogs.ts';
import { useLanguage } from '@/shared/stores/language.ts';

/** Settings → About: the release, the legal documents, the invite page and the share flows. */
export function AboutTab() {
  const { t } = useTranslation(['settings', 'layout']);
  const openDialog = useDialogs((state) => state.open);
  const language = useLanguage((state) => state.language);
  return (
    <Flex vertical gap={16} align="stretch" style={{ maxWidth: 640 }}>
      <Typography.Text>{t('about.version', { version: Release.version, date: Release.date })}</Typography.Text>
      <div>
        <Button onClick={() => openDialog('version')}>{t('about.open')}</Button>
      </div>
      <Flex gap={16}>
        <Typography.Link href={legalUrl('terms', language)} target="_blank" rel="noreferrer">
          {t('layout:user.terms')}
        </Typography.Link>
        <Typography.Link href={legalUrl('privacy', language)} target="_blank" rel="noreferrer">
          {t('layout:user.privacy')}
        </Typography.Link>
      </Flex>
      <Divider style={{ margin: '8px 0' }} />
      <InvitePanel />
      <Divider style={{ margin: '8px 0' }} />
      <SharePanel />
    </Flex>
  );
}
