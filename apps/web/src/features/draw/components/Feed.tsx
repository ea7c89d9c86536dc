import type { ChangeAction } from '@inkstone/contract/draw';
import { Button, Empty, Result, Spin } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DrawHistory } from '../state/history.ts';
import { useDraw } from '../state/store.ts';
import type { ImageMessage } from '../state/types.ts';
import { TaskCard } from './TaskCard.tsx';
import styles from './draw.module.css';

type Props = {
  history: DrawHistory;
  loggedIn: boolean;
  highlighted: string | null;
  onSignIn: () => void;
  onExample: (prompt: string) => void;
  onChange: (task: ImageMessage, action: ChangeAction, index: number | null) => void;
  onFocusTask: (mjTaskId: string) => void;
};

const EXAMPLES = ['example.1', 'example.2', 'example.3'] as const;

/**
 * The drawings, newest first: the tasks of this visit and the history (SPEC §7 page), which
 * loads further pages at the end of the list (SPEC §4 paging rule), by button or on reaching it.
 */
export function Feed({ history, loggedIn, highlighted, onSignIn, onExample, onChange, onFocusTask }: Props) {
  const { t } = useTranslation('draw');
  const messages = useDraw((state) => state.messages);
  const { responses, asked } = useMemo(() => {
    const prompts = new Map(
      messages.filter((message) => message.type === 'prompt').map((message) => [message.msgId, message]),
    );
    return { responses: messages.filter((message) => message.type === 'response'), asked: prompts };
  }, [messages]);
  const newestFirst = useMemo(() => [...responses].reverse(), [responses]);
  const { more, loadMore } = history;
  const sentinel = useRef<HTMLDivElement>(null);

  // Reaching the end of the list asks for the next page, once per page.
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !more || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [more, loadMore, history.pagesLoaded]);

  if (!loggedIn)
    return (
      <Empty className={styles.empty} description={t('empty.signedOut')}>
        <Button type="primary" onClick={onSignIn}>
          {t('empty.signIn')}
        </Button>
      </Empty>
    );
  if (!responses.length && (history.loading || !history.loaded) && !history.failed)
    return <Spin className={styles.empty} description={t('history.loading')} />;
  if (!responses.length && history.failed)
    return (
      <Result
        className={styles.empty}
        status="warning"
        title={t('history.failed')}
        extra={
          <Button onClick={() => loadMore()} data-testid="draw-history-retry">
            {t('history.retry')}
          </Button>
        }
      />
    );
  if (!responses.length)
    return (
      <Empty className={styles.empty} description={t('empty.description')}>
        <div className={styles.examples}>
          <span className={styles.examplesTitle}>{t('empty.try')}</span>
          {EXAMPLES.map((key) => (
            <Button key={key} size="small" className={styles.example} onClick={() => onExample(t(key))}>
              {t(key)}
            </Button>
          ))}
        </div>
      </Empty>
    );

  return (
    <div className={styles.feed} data-testid="draw-feed">
      {newestFirst.map((task) => (
        <TaskCard
          key={task.msgId}
          task={task}
          asked={asked.get(task.msgId)}
          responses={responses}
          highlighted={highlighted === task.msgId}
          onChange={onChange}
          onFocusTask={onFocusTask}
          onReuse={onExample}
        />
      ))}
      <div ref={sentinel} className={styles.feedEnd}>
        {more || history.loading ? (
          <Button loading={history.loading} onClick={() => loadMore()} data-testid="draw-load-more">
            {t('history.more')}
          </Button>
        ) : history.failed ? (
          <Button onClick={() => loadMore()} data-testid="draw-history-retry">
            {t('history.moreFailed')}
          </Button>
        ) : history.loaded ? (
          <span className={styles.feedDone}>{t('history.end')}</span>
        ) : null}
      </div>
    </div>
  );
}
