import { Limits, Release } from '@inkstone/contract/limits';
import { Button, Descriptions, Flex, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDialogs } from '@/shared/stores/dialogs.ts';

const LAB = [
  { key: 'version.myBots', to: '/bot/mybot' },
  { key: 'version.discover', to: '/bot/discover' },
  { key: 'version.aiWriting', to: '/editor/write' },
  { key: 'version.pdfTranslate', to: '/file/translate' },
] as const;

/** The 520px version dialog (SPEC §2): v1.0 of 20240901, with lab shortcuts. */
export function VersionDialog() {
  const { t } = useTranslation(['layout', 'common']);
  const open = useDialogs((state) => state.version);
  const close = useDialogs((state) => state.close);
  const navigate = useNavigate();

  const go = (to: string) => {
    close('version');
    navigate(to);
  };

  return (
    <Modal
      open={open}
      title={t('version.title')}
      width={Limits.dialogWidth.version}
      footer={null}
      onCancel={() => close('version')}
      centered
    >
      <Flex vertical gap={20} align="stretch">
        <Flex align="center" gap={16}>
          <img src="/icons/icon.svg" alt="" width={56} height={56} />
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('common:appName')}
          </Typography.Title>
        </Flex>
        <Descriptions
          column={1}
          size="small"
          bordered
          items={[
            {
              key: 'version',
              label: t('version.version'),
              children: <span data-testid="release-version">{Release.version}</span>,
            },
            { key: 'date', label: t('version.date'), children: <span data-testid="release-date">{Release.date}</span> },
          ]}
        />
        <div>
          <Typography.Text type="secondary">{t('version.lab')}</Typography.Text>
          <Flex gap={8} wrap style={{ marginTop: 8 }}>
            {LAB.map(({ key, to }) => (
              <Button key={to} onClick={() => go(to)}>
                {t(key)}
              </Button>
            ))}
          </Flex>
        </div>
      </Flex>
    </Modal>
  );
}
