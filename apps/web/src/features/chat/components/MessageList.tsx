import type { ModelEntry } from '@inkstone/contract/models';
import { ArrowDownOutlined } from '@ant-design/icons';
import { useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { Button } from 'antd';
import {
  memo,
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { MarkdownAllowed } from '../markdown/first-paint.ts';
import { warmAnswers, type WarmAnswer } from '../markdown/modules.ts';
import type { ChatMessage } from '../state/types.ts';
import { AnswerRow } from './MessageRows.tsx';
import { PromptRow } from './PromptRow.tsx';
import { estimateRowHeight } from './row-size.ts';
import { Waiting } from './Waiting.tsx';
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
 * A row's size from its ResizeObserver entry, else the size already known or the estimate: the
 * default reads offsetHeight as each row mounts, which forces a layout in the middle of React's
 * commit, once per row. The observer reports the real size before the frame is painted.
 */
function measureRow(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  list: Virtualizer<HTMLDivElement, Element>,
) {
  const box = entry?.borderBoxSize?.[0];
  if (box) return Math.round(box.blockSize);
  const index = list.indexFromElement(element);
  return list.itemSizeCache.get(list.options.getItemKey(index)) ?? list.options.estimateSize(index);
}

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

  // Where the reader is, from the virtualizer's state as it handles a scroll (no layout read:
  // the rows it has just rendered would have to be laid out on the spot). Only a scroll counts,
  // so the list's first measurements never ask for older pages by themselves.
  // Whether the list keeps to its end: true until the reader scrolls away from it.
  const pinned = useRef(true);
  // The offset and the distance from the end at the last change, to tell the reader's scroll up
  // from the list's own movements (below).
  const last = useRef({ offset: 0, fromEnd: 0 });
  const onChange = (list: Virtualizer<HTMLDivElement, Element>) => {
    const offset = list.scrollOffset ?? 0;
    const fromEnd = list.getTotalSize() - offset - (list.scrollRect?.height ?? 0);
    const before = last.current;
    last.current = { offset, fromEnd };
    // The reader went up: the offset fell and the end did not come with it (a row above the
    // viewport measured smaller moves both by as much; a row below that grows moves only the end).
    // That can come with isScrolling false: 150 ms after the last scroll event the virtualizer
    // reads the element's offset to report that scrolling stopped, and if the reader scrolls just
    // then, that report carries their offset before their own scroll event does (which, finding
    // the offset known already, is dropped). Taken for settling, it had the list jump back to the
    // end while pinned, and never ask for older pages at the top.
    const wentUp = offset < before.offset - 1 && fromEnd > before.fromEnd + 1;
    if (!list.isScrolling && !wentUp) {
      // Rows that come into view mount a moment late (deferred, below) and are measured after a
      // jump to the end has landed; on a slow phone the new answer was left below the fold. All
      // the way to the end: the "near the end" margin (AT_END_PX) is the reader's, and an
      // answer's actions, which appear as it finishes, fit in it and were left off screen.
      if (pinned.current && !list.isAtEnd(1)) list.scrollToEnd();
      return;
    }
    const end = fromEnd <= AT_END_PX;
    // Leaving the end also drops a jump to it still under way: the virtualizer keeps a command
    // while it waits for an iOS fling to end or animates a smooth scroll, and would land it (at
    // the end) after the reader has gone up.
    if (wentUp && !end) list.cancelScroll();
    pinned.current = end;
    setAtEnd(end);
    setNearTop(offset < EARLIER_PX);
    // Scrolling happens only once the list is taller than its box, so reaching the top is the
    // reader's doing (a short list loads older pages by itself, below).
    if (hasEarlier && !loadingEarlier && offset < EARLIER_PX && !end) onLoadEarlier();
  };

  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => estimateRowHeight(messages[index]),
    getItemKey: (index) => messages[index]?.msgId ?? index,
    measureElement: measureRow,
    // Row positions and the list's height are written straight to the DOM as it scrolls; React
    // renders again only when the set of rows changes.
    directDomUpdates: true,
    onChange,
    anchorTo: 'end',
    followOnAppend: true,
    scrollEndThreshold: AT_END_PX,
    overscan: 4,
    paddingStart: 8,
    paddingEnd: 24,
  });

  // Open at the latest message, and again whenever the user sends.
  useLayoutEffect(() => {
    pinned.current = true;
    virtualizer.scrollToEnd();
    setAtEnd(true);
  }, [virtualizer, followToken]);

  // A list too short to scroll asks for older messages by itself.
  const viewport = virtualizer.scrollRect?.height ?? 0;
  const short = viewport > 0 && virtualizer.getTotalSize() <= viewport + EARLIER_PX;
  useEffect(() => {
    if (short && hasEarlier && !loadingEarlier) onLoadEarlier();
  }, [short, hasEarlier, loadingEarlier, onLoadEarlier, messages.length]);

  // Rows that scroll into view are rendered in the background, in slices React can interrupt,
  // so mounting a long answer never holds a frame; the rows already shown move at once (the
  // virtualizer writes their positions). The deferred list can lag the messages by a render, so
  // rows find their message (and current index) by key.
  const toBottom = useCallback(() => {
    pinned.current = true;
    virtualizer.scrollToEnd({ behavior: 'smooth' });
    setAtEnd(true);
  }, [virtualizer]);

  // The first rows paint as plain text, and their Markdown follows in the background: opening a
  // long conversation shows its newest messages at once. Until then the rows are not deferred:
  // the list has none before it is measured, and a deferred update would render them in the
  // same background pass as the Markdown, so they showed only once every row in view was parsed.
  const [firstPaint, setFirstPaint] = useState(true);
  const live = virtualizer.getVirtualItems();
  const deferred = useDeferredValue(live);
  const items = firstPaint ? live : deferred;
  useEffect(() => {
    if (firstPaint && live.length > 0) startTransition(() => setFirstPaint(false));
  }, [firstPaint, live.length]);
  const indexByKey = useMemo(() => new Map(messages.map((message, index) => [message.msgId, index])), [messages]);
  const streaming = messages.some((message) => message.type === 'response' && !message.done);

  // The finished answers around the reader have their Markdown rendered ahead, in idle time and
  // nearest first, so a row scrolling into view parses nothing.
  const center = items[Math.floor(items.length / 2)]?.index ?? messages.length - 1;
  useEffect(() => warmAnswers(answersAround(messages, center)), [messages, center]);

  return (
    <div className={styles.listWrap}>
      <div
        ref={scroller}
        className={styles.scroller}
        role="log"
        aria-label={t('chat.list')}
        aria-busy={streaming}
        data-testid="message-list"
      >
        <div ref={virtualizer.containerRef} className={styles.virtualBox}>
          <MarkdownAllowed value={!firstPaint}>
            {items.map((item) => {
              const index = indexByKey.get(String(item.key));
              const message = index === undefined ? undefined : messages[index];
              if (!message) return null;
              return (
                <div key={item.key} ref={virtualizer.measureElement} data-index={index} className={styles.virtualRow}>
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
          </MarkdownAllowed>
        </div>
      </div>
      <ListOverlays
        earlier={loadingEarlier ? 'loading' : hasEarlier && nearTop ? 'offer' : 'none'}
        onLoadEarlier={onLoadEarlier}
        toBottom={!atEnd}
        onToBottom={toBottom}
      />
    </div>
  );
}

/** Finished answers ordered by their distance from the row at `center`, nearest first. */
function answersAround(messages: readonly ChatMessage[], center: number): WarmAnswer[] {
  const answers: WarmAnswer[] = [];
  const add = (message: ChatMessage | undefined) => {
    if (message?.type === 'response' && message.done && message.content)
      answers.push({ text: message.content, citations: (message.source?.length ?? 0) > 0 });
  };
  for (let distance = 0; distance < messages.length; distance++) {
    add(messages[center + distance]);
    if (distance > 0) add(messages[center - distance]);
  }
  return answers;
}

/**
 * The buttons over the list: older messages (or their spinner) at the top, back to the end at
 * the bottom. Memoized: the list renders again whenever its rows change as it scrolls, and antd's
 * Button re-runs its style hooks on every render.
 */
const ListOverlays = memo(function ListOverlays({
  earlier,
  onLoadEarlier,
  toBottom,
  onToBottom,
}: {
  earlier: 'loading' | 'offer' | 'none';
  onLoadEarlier: () => void;
  toBottom: boolean;
  onToBottom: () => void;
}) {
  const { t } = useTranslation('chat');
  return (
    <>
      {earlier !== 'none' && (
        <div className={styles.earlier}>
          {earlier === 'loading' ? (
            <Waiting label={t('chat.loadingEarlier')} />
          ) : (
            <Button size="small" type="link" onClick={onLoadEarlier}>
              {t('chat.earlier')}
            </Button>
          )}
        </div>
      )}
      {toBottom && (
        <Button
          className={styles.toBottom}
          shape="circle"
          icon={<ArrowDownOutlined />}
          aria-label={t('chat.toBottom')}
          onClick={onToBottom}
        />
      )}
    </>
  );
});
