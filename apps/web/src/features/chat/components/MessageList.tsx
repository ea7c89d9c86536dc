import type { ModelEntry } from '@inkstone/contract/models';
import { ArrowDownOutlined } from '@ant-design/icons';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Button, Spin } from 'antd';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../state/types.ts';
import { AnswerRow } from './MessageRows.tsx';
import { PromptRow } from './PromptRow.tsx';
import styles from './chat.module.css';

type Props = {
  messages: ChatMessage[];
  models: ReadonlyMap<string, ModelEntry>;
  /** No answer is being written, so regenerating is allowed. */
  idle: boolean;
  hasEarlier: boolean;
  loadingEarlier: boolean;
  onLoadEarlier: () => void;
  onRegenerate: (msgId: string) => void;
  onScore: (message: ChatMessage, score: 1 | -1 | 0) => void;
  /** Sends an edited question in place of the prompt `promptId` and everything after it. */
  onEdit: (promptId: string, text: string) => Promise<boolean>;
  /** Changes when the user sends: the list jumps to the end even if they were reading above. */
  followToken: number;
};

const AT_END_PX = 80;
const EARLIER_PX = 160;

/**
 * The conversation, virtualized so long chats stay smooth: only the rows near the viewport are
 * in the DOM. It is anchored to the end (a growing answer stays pinned, older pages loaded at
 * the top keep the reader's place) and follows new output only when already at the end.
 */
export function MessageList({
  messages,
  models,
  idle,
  hasEarlier,
  loadingEarlier,
  onLoadEarlier,
  onRegenerate,
  onScore,
  onEdit,
  followToken,
}: Props) {
  const { t } = useTranslation('chat');
  const scroller = useRef<HTMLDivElement>(null);
  const [atEnd, setAtEnd] = useState(true);
  const [nearTop, setNearTop] = useState(false);

  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => (messages[index]?.type === 'prompt' ? 80 : 220),
    getItemKey: (index) => messages[index]?.msgId ?? index,
    anchorTo: 'end',
    followOnAppend: true,
    scrollEndThreshold: AT_END_PX,
    overscan: 6,
    paddingStart: 8,
    paddingEnd: 24,
  });

  // Open at the latest message, and again whenever the user sends.
  useLayoutEffect(() => {
    virtualizer.scrollToEnd();
    setAtEnd(true);
  }, [virtualizer, followToken]);

  // Ask for older messages when the reader reaches the top (and the list is not short anyway).
  useEffect(() => {
    const element = scroller.current;
    if (!element || !hasEarlier || loadingEarlier) return;
    if (element.scrollHeight <= element.clientHeight + EARLIER_PX) onLoadEarlier();
  }, [hasEarlier, loadingEarlier, onLoadEarlier, messages.length]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    // Read from the element: the virtualizer's own offset may not have seen this event yet.
    const end = element.scrollHeight - element.scrollTop - element.clientHeight <= AT_END_PX;
    setAtEnd(end);
    setNearTop(element.scrollTop < EARLIER_PX);
    // Scrolling happens only once the list is taller than its box, so reaching the top is the
    // reader's doing (a short list loads older pages by itself, above).
    if (hasEarlier && !loadingEarlier && element.scrollTop < EARLIER_PX && !end) onLoadEarlier();
  };

  const items = virtualizer.getVirtualItems();
  const streaming = messages.some((message) => message.type === 'response' && !message.done);

  return (
    <div className={styles.listWrap}>
      <div
        ref={scroller}
        className={styles.scroller}
        onScroll={onScroll}
        role="log"
        aria-label={t('chat.list')}
        aria-busy={streaming}
        data-testid="message-list"
      >
        <div className={styles.virtualBox} style={{ height: virtualizer.getTotalSize() }}>
          {items.map((item) => {
            const message = messages[item.index];
            if (!message) return null;
            return (
              <div
                key={item.key}
                ref={virtualizer.measureElement}
                data-index={item.index}
                className={styles.virtualRow}
                style={{ transform: `translateY(${item.start}px)` }}
              >
                {message.type === 'prompt' ? (
                  <PromptRow message={message} canEdit={idle} onEdit={onEdit} />
                ) : (
                  <AnswerRow
                    message={message}
                    entry={message.model ? models.get(message.model) : undefined}
                    canRegenerate={idle}
                    onRegenerate={onRegenerate}
                    onScore={onScore}
                  />
                )}
              </div>
            );
          })}
        </div>
      </div>
      {(loadingEarlier || (hasEarlier && nearTop)) && (
        <div className={styles.earlier}>
          {loadingEarlier ? (
            <Spin size="small" description={t('chat.loadingEarlier')} />
          ) : (
            <Button size="small" type="link" onClick={onLoadEarlier}>
              {t('chat.earlier')}
            </Button>
          )}
        </div>
      )}
      {!atEnd && (
        <Button
          className={styles.toBottom}
          shape="circle"
          icon={<ArrowDownOutlined />}
          aria-label={t('chat.toBottom')}
          onClick={() => {
            virtualizer.scrollToEnd({ behavior: 'smooth' });
            setAtEnd(true);
          }}
        />
      )}
    </div>
  );
}
