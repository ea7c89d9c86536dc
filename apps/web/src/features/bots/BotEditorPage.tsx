import './i18n.ts';
import { ArrowLeftOutlined, MessageOutlined } from '@ant-design/icons';
import type { Bot } from '@inkstone/contract/bots';
import { Button, Result, Spin, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useIsMobile, useMediaQuery } from '@/shared/platform/media.ts';
import { PageFrame } from '@/shared/ui/PageFrame.tsx';
import { useBot } from './api/get-bot.ts';
import { ConfigForm } from './editor/ConfigForm.tsx';
import { KnowledgeTab } from './editor/KnowledgeTab.tsx';
import { PluginsTab } from './editor/PluginsTab.tsx';
import { PublishTab } from './publish/PublishTab.tsx';
import { PublishTabLabel } from './publish/PublishTabLabel.tsx';
import { ReportTab } from './report/ReportTab.tsx';
import type { BotPreviewSlot } from './model/preview-slot.ts';
import styles from './editor/editor.module.css';

export type BotEditorPageProps = {
  /** The preview chat, put in by the app (app/routes/BotEditorRoute.tsx). */
  renderPreview: (slot: BotPreviewSlot) => ReactNode;
};

/** Below this width the preview leaves the form's side for a tab of its own. */
const NARROW = '(max-width: 1023px)';

type TabKey = 'config' | 'preview' | 'report' | 'knowledge' | 'publish' | 'plugins';
const TABS: readonly TabKey[] = ['config', 'preview', 'report', 'knowledge', 'publish', 'plugins'];

/**
 * /bot/create and /bot/update/:id — the bot editor (SPEC §2 bot edit tabs): the configuration
 * with a live preview chat beside it (its own tab on a narrow screen), the data report, the
 * knowledge, external publishing and the plugins. A new bot has the configuration only until it
 * is created; then the page becomes its editor. Only the owner edits: anyone else reads "not found".
 */
export function BotEditorPage({ renderPreview }: BotEditorPageProps) {
  const { id } = useParams();
  return id ? <EditBot key={id} id={id} renderPreview={renderPreview} /> : <CreateBot />;
}

function CreateBot() {
  const { t } = useTranslation('bots');
  const navigate = useNavigate();
  return (
    <PageFrame title={t('create.title')} extra={<BackButton />}>
      <div className={styles.split}>
        <ConfigForm
          onCreated={(bot) => void navigate(`/bot/update/${encodeURIComponent(bot.tableId)}`, { replace: true })}
        />
        <Preview>
          <p className={styles.previewNote}>{t('preview.beforeSave')}</p>
        </Preview>
      </div>
    </PageFrame>
  );
}

function EditBot({ id, renderPreview }: { id: string } & BotEditorPageProps) {
  const { t } = useTranslation('bots');
  const bot = useBot(id);
  if (bot.isPending)
    return (
      <PageFrame title={t('update.title')}>
        <Spin className={styles.previewNote} description={t('editor.loading')} />
      </PageFrame>
    );
  if (!bot.data?.isOwner)
    return (
      <PageFrame title={t('update.title')}>
        <Result status="404" subTitle={t('editor.missing')} extra={<BackButton primary />} />
      </PageFrame>
    );
  return <Editor bot={bot.data} renderPreview={renderPreview} />;
}

function Editor({ bot, renderPreview }: { bot: Bot } & BotEditorPageProps) {
  const { t } = useTranslation('bots');
  const narrow = useMediaQuery(NARROW);
  // On a phone the header's buttons are icons, so the bot's name keeps the width.
  const phone = useIsMobile();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as TabKey | null;
  const tab: TabKey = asked && TABS.includes(asked) && (asked !== 'preview' || narrow) ? asked : 'config';
  const preview = renderPreview({ botId: bot.tableId });

  const items = [
    {
      key: 'config',
      label: t('tab.config'),
      children: (
        <div className={styles.split}>
          <ConfigForm key={bot.updatedAt} bot={bot} />
          {!narrow && <Preview note={t('preview.saveFirst')}>{preview}</Preview>}
        </div>
      ),
    },
    ...(narrow
      ? [
          {
            key: 'preview',
            label: t('tab.preview'),
            children: <Preview note={t('preview.saveFirst')}>{preview}</Preview>,
          },
        ]
      : []),
    // Unmounted when left, so its half-hourly refetch runs only while the report is open.
    { key: 'report', label: t('tab.report'), children: <ReportTab bot={bot} />, destroyOnHidden: true },
    { key: 'knowledge', label: t('tab.knowledge'), children: <KnowledgeTab bot={bot} /> },
    { key: 'publish', label: <PublishTabLabel />, children: <PublishTab key={bot.updatedAt} bot={bot} /> },
    { key: 'plugins', label: t('tab.plugins'), children: <PluginsTab key={bot.updatedAt} bot={bot} /> },
  ];
  const chat = (
    <Button
      icon={<MessageOutlined aria-hidden />}
      aria-label={t('card.chat')}
      onClick={() => void navigate(`/bot/c/${encodeURIComponent(bot.tableId)}`)}
    >
      {!phone && t('card.chat')}
    </Button>
  );
  return (
    <PageFrame
      title={bot.name}
      extra={
        <div className={styles.picks}>
          <BackButton />
          {chat}
        </div>
      }
    >
      <Tabs
        aria-label={t('editor.tabs')}
        activeKey={tab}
        onChange={(key) => setParams(key === 'config' ? {} : { tab: key }, { replace: true })}
        items={items}
      />
    </PageFrame>
  );
}

function Preview({ note, children }: { note?: string; children: ReactNode }) {
  const { t } = useTranslation('bots');
  return (
    <section className={styles.preview} aria-label={t('preview.title')} data-testid="bot-preview">
      <h4 className={styles.previewTitle}>{t('preview.title')}</h4>
      {note && <p className={styles.previewHint}>{note}</p>}
      <div className={styles.previewBody}>{children}</div>
    </section>
  );
}

function BackButton({ primary }: { primary?: boolean }) {
  const { t } = useTranslation('bots');
  const navigate = useNavigate();
  const iconOnly = useIsMobile() && !primary;
  return (
    <Button
      type={primary ? 'primary' : 'default'}
      icon={<ArrowLeftOutlined aria-hidden />}
      aria-label={t('editor.back')}
      onClick={() => void navigate('/bot/mybot')}
    >
      {!iconOnly && t('editor.back')}
    </Button>
  );
}
