import type { Editor } from '@tiptap/react';
import { Segmented } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '@/shared/stores/settings.ts';
import { AiPanel } from '../ai/AiPanel.tsx';
import type { ChatQuote, RenderWritingChat } from '../chat-slot.ts';
import styles from './write.module.css';

export type SidePanelProps = {
  editor: Editor;
  docId: string;
  onTitle: (title: string) => void;
  renderChat?: RenderWritingChat;
  quoteIn?: ChatQuote;
};

/**
 * Beside the editor (SPEC §3 `write`: chat width 336, chat tab): the chat that knows the document
 * and the AI tools, one at a time; the tab chosen is kept. The chat stays mounted while the tools
 * are shown, so a conversation, or text typed into it, survives a look at the tools.
 */
export function SidePanel({ editor, docId, onTitle, renderChat, quoteIn }: SidePanelProps) {
  const { t } = useTranslation('writing');
  const width = useSettings((state) => state.write.chatWidth);
  const chosen = useSettings((state) => state.write.chatTab);
  const update = useSettings((state) => state.update);
  const tab = renderChat ? chosen : 'tools';
  return (
    <div
      className={styles.side}
      style={{ '--side-width': `${width}px` } as CSSProperties}
      role="group"
      aria-label={t('side.label')}
    >
      {renderChat && (
        <Segmented<'chat' | 'tools'>
          block
          className={styles.sideTabs}
          value={tab}
          onChange={(value) => update('write', { chatTab: value })}
          options={[
            { value: 'chat', label: t('side.chat') },
            { value: 'tools', label: t('side.tools') },
          ]}
        />
      )}
      {renderChat && (
        <div className={styles.sideChat} hidden={tab !== 'chat'} data-testid="write-chat">
          {renderChat({
            docId,
            intro: t('side.chatIntro'),
            suggestions: [t('side.suggestWeak'), t('side.suggestOpening'), t('side.suggestSummary')],
            quoteIn,
          })}
        </div>
      )}
      {tab === 'tools' && <AiPanel editor={editor} docId={docId} onTitle={onTitle} />}
    </div>
  );
}
