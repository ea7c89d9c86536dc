import { useId, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '@/shared/platform/media.ts';
import { usePanelWidths } from './use-panel-widths.ts';
import { ResizeHandle } from './ResizeHandle.tsx';
import styles from './detail.module.css';

export type PanelKey = 'sources' | 'view' | 'chat';
const ORDER: readonly PanelKey[] = ['sources', 'view', 'chat'];

type Props = {
  panels: Record<PanelKey, ReactNode>;
  /** The tab a phone shows (a citation turns it to the view). */
  tab: PanelKey;
  onTab: (tab: PanelKey) => void;
};

/**
 * A notebook's three panels (SPEC §2: sources, view, chat). On a wide screen they sit side by
 * side: sources on the left and the chat on the right at their remembered widths (SPEC §3,
 * 370 and 336 at first), each resizable, the view taking the rest. On a phone they become three
 * tabs. The panels keep their place in the tree either way, so nothing they hold (a conversation
 * being written, a half-typed question) is lost when the window changes size.
 */
export function PanelLayout({ panels, tab, onTab }: Props) {
  const { t } = useTranslation('notebookPage');
  const isMobile = useIsMobile();
  const widths = usePanelWidths();
  const [preview, setPreview] = useState<{ left: number | null; chat: number | null }>({ left: null, chat: null });
  const left = preview.left ?? widths.left;
  const chat = preview.chat ?? widths.chat;
  const base = useId();
  const tabs = useRef<Partial<Record<PanelKey, HTMLButtonElement | null>>>({});

  const moveTab = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = ORDER.indexOf(tab);
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: ORDER.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const key = ORDER[(next + ORDER.length) % ORDER.length]!;
    onTab(key);
    tabs.current[key]?.focus();
  };

  const section = (key: PanelKey, style?: CSSProperties) => (
    <section
      key={key}
      id={`${base}-${key}`}
      className={`${styles.panel} ${styles[key]}`}
      style={isMobile ? undefined : style}
      role={isMobile ? 'tabpanel' : 'region'}
      aria-labelledby={isMobile ? `${base}-${key}-tab` : undefined}
      aria-label={isMobile ? undefined : t(`detail.panel.${key}`)}
      hidden={isMobile && tab !== key}
      data-testid={`panel-${key}`}
    >
      {panels[key]}
    </section>
  );

  return (
    <div className={styles.layout} data-layout={isMobile ? 'tabs' : 'columns'}>
      {isMobile && (
        <div role="tablist" aria-label={t('detail.panels')} className={styles.tabs} onKeyDown={moveTab}>
          {ORDER.map((key) => (
            <button
              key={key}
              ref={(node) => {
                tabs.current[key] = node;
              }}
              type="button"
              role="tab"
              id={`${base}-${key}-tab`}
              aria-selected={tab === key}
              aria-controls={`${base}-${key}`}
              tabIndex={tab === key ? 0 : -1}
              className={styles.tab}
              onClick={() => onTab(key)}
            >
              {t(`detail.panel.${key}`)}
            </button>
          ))}
        </div>
      )}
      {section('sources', { width: left })}
      {!isMobile && (
        <ResizeHandle
          key="left-handle"
          panel="left"
          width={left}
          direction={1}
          label={t('detail.resizeSources')}
          onPreview={(width) => setPreview((current) => ({ ...current, left: width }))}
          onCommit={(width) => widths.save('left', width)}
        />
      )}
      {section('view')}
      {!isMobile && (
        <ResizeHandle
          key="chat-handle"
          panel="chat"
          width={chat}
          direction={-1}
          label={t('detail.resizeChat')}
          onPreview={(width) => setPreview((current) => ({ ...current, chat: width }))}
          onCommit={(width) => widths.save('chat', width)}
        />
      )}
      {section('chat', { width: chat })}
    </div>
  );
}
