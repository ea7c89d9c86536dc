import type { Topic } from '@inkstone/contract/chat';
import { DeleteOutlined, MessageOutlined } from '@ant-design/icons';
import { Button, Empty, Popconfirm, Result, Spin, Tooltip } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/shared/ui/toast.ts';
import { canLoadNext, useDeleteTopic, useTopics } from '../api/topics.ts';
import { useChats } from '../state/chats.ts';
import { groupTopics } from './group-topics.ts';
import styles from './history.module.css';

const timeOf = (value: string, language: string) => {
  const date = new Date(value);
  const today = new Date().toDateString() === date.toDateString();
  return today
    ? date.toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit' })
    : date.toLocaleDateString(language, { month: 'short', day: 'numeric' });
};

/**
 * The list of past conversations (SPEC §2 chat history), newest first. Pages load as the list
 * is scrolled, only while the current page is below the last and nothing is loading (SPEC §4).
 * Opening one shows it on the chat page, marked not new.
 */
export function ChatHistory({ open, onOpened }: { open: boolean; onOpened: () => void }) {
  const { t, i18n } = useTranslation('chat');
  const navigate = useNavigate();
  const topics = useTopics(open);
  const remove = useDeleteTopic();
  const chats = useChats((state) => state.chats);
  const active = useChats((state) => state.active);
  const activeSessions = useMemo(() => new Set(chats.filter((chat) => Object.values(active).includes(chat.key)).map((chat) => chat.sessionId)), [chats, active]);
  const sentinel = useRef<HTMLDivElement>(null);

  const pages = topics.data?.pages ?? [];
  const last = pages[pages.length - 1];
  const loadNext = canLoadNext(last, topics.isFetching);
  const { fetchNextPage } = topics;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !loadNext) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [loadNext, fetchNextPage]);

  const openTopic = (topic: Topic) => {
    const botId = topic.roleId || '-1';
    useChats.getState().openSession(`bot:${botId}`, { sessionId: topic.msgId, botId, title: topic.topic });
    navigate(`/bot/c/${botId}`);
    onOpened();
  };

  const deleteTopic = async (topic: Topic) => {
    await remove.mutateAsync(topic.msgId);
    toast('success', t('history.deleted'), 2);
    const { chats, active, patch } = useChats.getState();
    const held = chats.find((chat) => chat.sessionId === topic.msgId);
    // A deleted conversation still on screen becomes a fresh one.
    if (held) {
      const slot = Object.entries(active).find(([, key]) => key === held.key)?.[0];
      if (slot?.startsWith('bot:')) useChats.getState().startNew(slot as `bot:${string}`, held.botId);
      else patch(held.key, { sessionId: null, isNewSession: true, messages: [], title: '' });
    }
  };

  if (topics.isPending) return <Spin className={styles.state} description={t('history.loading')} />;
  if (topics.isError && pages.length === 0)
    return <Result className={styles.state} status="warning" title={t('history.failed')} extra={<Button onClick={() => void topics.refetch()}>{t('chat.retry')}</Button>} />;
  const all = pages.flatMap((page) => page.records);
  if (all.length === 0) return <Empty className={styles.state} description={t('history.empty')} />;

  return (
    <nav className={styles.history} aria-label={t('history.title')}>
      {groupTopics(all).map(({ group, topics: inGroup }) => (
        <section key={group} className={styles.group}>
          <h4 className={styles.groupTitle}>{t(`history.${group}`)}</h4>
          <ul className={styles.items}>
            {inGroup.map((topic) => {
              const title = topic.topic.trim() || t('history.untitled');
              const current = activeSessions.has(topic.msgId);
              return (
                <li key={topic.msgId} className={styles.item} data-current={current || undefined}>
                  <button type="button" className={styles.open} onClick={() => openTopic(topic)} aria-current={current ? 'true' : undefined} title={title}>
                    <MessageOutlined className={styles.icon} aria-hidden />
                    <span className={styles.title}>{title}</span>
                    <span className={styles.time}>{timeOf(topic.updateTime, i18n.language === 'zh_CN' ? 'zh-CN' : 'en')}</span>
                  </button>
                  <Popconfirm title={t('history.deleteConfirm')} description={t('history.deleteHint')} okButtonProps={{ danger: true }} okText={t('history.delete')} onConfirm={() => deleteTopic(topic)}>
                    <Tooltip title={t('history.delete')}>
                      <Button className={styles.delete} type="text" size="small" icon={<DeleteOutlined />} aria-label={`${t('history.delete')}: ${title}`} />
                    </Tooltip>
                  </Popconfirm>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      <div ref={sentinel} className={styles.more}>
        {topics.isFetchingNextPage ? (
          <Spin size="small" />
        ) : loadNext ? (
          <Button type="link" size="small" onClick={() => void fetchNextPage()}>
            {t('history.loadMore')}
          </Button>
        ) : null}
      </div>
    </nav>
  );
}
