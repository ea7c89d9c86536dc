import { PlusOutlined } from '@ant-design/icons';
import { BotLimits, type Bot } from '@inkstone/contract/bots';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddSourceDialog, allAddKinds, SourceList, useSources } from '@/shared/knowledge/index.ts';
import { useAuth } from '@/shared/stores/auth.ts';
import { RetrievalTest } from './RetrievalTest.tsx';
import styles from './editor.module.css';

/**
 * The knowledge tab (issue [bots] item 4): the bot's sources with SPEC's ten-status reading,
 * relearn, cancel, forget and delete, the add dialog with every kind, and the retrieval test.
 */
export function KnowledgeTab({ bot }: { bot: Bot }) {
  const { t } = useTranslation('bots');
  const [adding, setAdding] = useState(false);
  const container = { kind: 'bot' as const, id: bot.tableId };
  const sources = useSources(container);
  const vip = useAuth((state) => Boolean(state.user?.isChatgptVip));
  // The server's VIP rule (contract BotLimits): a free owner's bot answers from its oldest sources only.
  const overFree = !vip && (sources.data?.length ?? 0) > BotLimits.freeKnowledgeSources;
  return (
    <div className={styles.section}>
      <div className={styles.sectionHead}>
        <p className={styles.hint}>{t('knowledge.intro')}</p>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
          {t('knowledge.add')}
        </Button>
      </div>
      {overFree && (
        <Alert
          type="warning"
          showIcon
          title={t('knowledge.freeLimit', { count: BotLimits.freeKnowledgeSources })}
          data-testid="knowledge-free-limit"
        />
      )}
      <SourceList container={container} reading="bot" />
      <AddSourceDialog container={container} open={adding} onClose={() => setAdding(false)} kinds={allAddKinds} />
      <RetrievalTest botId={bot.tableId} threshold={bot.scoreThreshold} />
    </div>
  );
}
