import type { Topic } from '@inkstone/contract/chat';
import { SearchOutlined } from '@ant-design/icons';
import { Button, Empty, Input, Result, Spin } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { canLoadNext } from '@/shared/api/paging.ts';
import { toast } from '@/shared/ui/toast.ts';
import { useDeleteTopic, useTopics, useUpdateTopic } from '../api/topics.ts';
import { useChats } from '../state/chats.ts';
import { groupTopics } from './group-topics.ts';
import { TopicItem } from './TopicItem.tsx';
import { useExportTopic } from './use-export-topic.ts';
import styles from './history.module.css';

/** Typing pauses this long before the search asks the server. */
const SEARCH_DELAY_MS = 300;

const timeOf = (value: string, language: string) => {
  const date = new Date(value);
  const today = new Date().toDateString() === date.toDateString();
  return today
    ? date.toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit' })
    : date.toLocaleDateString(language, { month: 'short', day: 'numeric' });
};

/**
 * The list of past conversations (SPEC §2 chat history), pinned first, then newest. Pages load
 * as the list is scrolled, only while the current page is below the last and nothing is loading
 * (SPEC §4). Opening one shows it on the chat page, marked not new. A search box above filters
 * by title and message text; each item can be renamed, pinned, exported or deleted.
 */
export function ChatHistory({ open, onOpened }: { open: boolean; onOpened: () => void }) {
  const { t, i18n } = useTranslation('chat');
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const topics = useTopics(open, keyword);
  const remove = useDeleteTopic();
  const update = useUpdateTopic();
  const exportTopic = useExportTopic();
  const chats = useChats((state) => state.chats);
  const active = useChats((state) => state.active);
  const activeSessions = useMemo(
    () => new Set(chats.filter((chat) => Object.values(active).includes(chat.key)).map((chat) => chat.sessionId)),
    [chats, active],
  );
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

  const renameTopic = async (topic: Topic, title: string) => {
    const saved = await update.mutateAsync({ msgId: topic.msgId, title });
    // A chat page holding this conversation shows the new name at once.
    const held = useChats.getState().chats.find((chat) => chat.sessionId === topic.msgId);
    if (held) useChats.getState().patch(held.key, { title: saved.topic });
    toast('success', t('history.renamed'), 2);
  };

  const searchBox = (
    <Input
      allowClear
      className={styles.search}
      prefix={<SearchOutlined aria-hidden />}
      placeholder={t('history.search')}
      aria-label={t('history.search')}
      value={search}
      onChange={(event) => setSearch(event.target.value)}
    />
  );

  if (topics.isPending) return <Spin className={styles.state} description={t('history.loading')} />;
  if (topics.isError && pages.length === 0)
    return (
      <Result
        className={styles.state}
        status="warning"
        title={t('history.failed')}
        extra={<Button onClick={() => void topics.refetch()}>{t('chat.retry')}</Button>}
      />
    );
  const all = pages.flatMap((page) => page.records);
  if (all.length === 0 && !keyword && !search)
    return <Empty className={styles.state} description={t('history.empty')} />;

  return (
    <nav className={styles.history} aria-label={t('history.title')}>
      {searchBox}
      {all.length === 0 && (
        <Empty
          className={styles.state}
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('history.noMatch', { keyword })}
        />
      )}
      {groupTopics(all).map(({ group, topics: inGroup }) => (
        <section key={group} className={styles.group}>
          <h4 className={styles.groupTitle}>{t(`history.${group}`)}</h4>
          <ul className={styles.items}>
            {inGroup.map((topic) => (
              <TopicItem
                key={topic.msgId}
                topic={topic}
                current={activeSessions.has(topic.msgId)}
                time={timeOf(topic.updateTime, i18n.language === 'zh_CN' ? 'zh-CN' : 'en')}
                onOpen={() => openTopic(topic)}
                onRename={(title) => renameTopic(topic, title)}
                onPin={(pinned) => update.mutate({ msgId: topic.msgId, pinned })}
                onExport={(format) => void exportTopic(topic, format)}
                onDelete={() => deleteTopic(topic)}
              />
            ))}
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
