import { CloseOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Sender } from '@ant-design/x';
import { Button, Tooltip } from 'antd';
import { useRef, useState, type ComponentRef, type DragEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '@/shared/platform/media.ts';
import type { useAttachments } from '../hooks/use-attachments.ts';
import { useFileLimits } from '../hooks/use-file-limits.ts';
import { CHAT_FILE_ACCEPT } from '../state/file-rules.ts';
import { AttachmentChips } from './AttachmentChips.tsx';
import styles from './chat.module.css';

export type SenderRef = ComponentRef<typeof Sender>;

type Props = {
  inputRef?: Ref<SenderRef>;
  value: string;
  onChange: (value: string) => void;
  quote: string;
  onQuoteRemove: () => void;
  attachments: ReturnType<typeof useAttachments>;
  /** An answer is streaming: the send button becomes the stop button. */
  streaming: boolean;
  /** Waiting for the conversation's session id: nothing more is sent meanwhile. */
  sending: boolean;
  onSubmit: (text: string) => void;
  onStop: () => void;
  /** Attaching needs a signed-in user: false (the sign-in dialog opened instead) stops it. */
  canAttach: () => boolean;
};

/**
 * The prompt box (SPEC §2 hotkeys): Enter sends, Shift+Enter adds a line, and an IME
 * composition never sends. Above it the quote and the attachments; files can be picked, pasted
 * or dropped.
 */
export function Composer({
  inputRef,
  sending,
  value,
  onChange,
  quote,
  onQuoteRemove,
  attachments,
  streaming,
  onSubmit,
  onStop,
  canAttach,
}: Props) {
  const { t } = useTranslation('chat');
  const limits = useFileLimits();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  // Phones have no Shift key to speak of: the short placeholder fits on one line.
  const isMobile = useIsMobile();

  const attach = (files: readonly File[]) => {
    if (files.length && canAttach()) attachments.add(files);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    attach([...event.dataTransfer.files]);
  };

  const header =
    quote || attachments.items.length ? (
      <div className={styles.composerHeader}>
        {quote && (
          <div className={styles.quote} data-testid="composer-quote">
            <span className={styles.quoteLabel}>{t('composer.quote')}</span>
            <span className={styles.quoteText}>{quote}</span>
            <Button
              type="text"
              size="small"
              icon={<CloseOutlined />}
              aria-label={t('composer.removeQuote')}
              onClick={onQuoteRemove}
            />
          </div>
        )}
        <AttachmentChips items={attachments.items} onRemove={attachments.remove} />
      </div>
    ) : null;

  return (
    <div
      className={styles.composer}
      data-dragging={dragging || undefined}
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <Sender
        ref={inputRef}
        className={styles.sender}
        value={value}
        onChange={(next) => onChange(next)}
        onSubmit={(text) => onSubmit(text)}
        onCancel={onStop}
        loading={streaming}
        submitType="enter"
        autoSize={{ minRows: 1, maxRows: 8 }}
        placeholder={isMobile ? t('composer.placeholderShort') : t('composer.placeholder')}
        onPasteFile={(files) => attach([...files])}
        header={header}
        prefix={
          <Tooltip title={`${t('composer.attach')} · ${t('files.hint', { count: limits.count, size: limits.sizeMb })}`}>
            <Button
              type="text"
              icon={<PaperClipOutlined />}
              aria-label={t('composer.attach')}
              onClick={() => canAttach() && input.current?.click()}
            />
          </Tooltip>
        }
        suffix={(_, { components: { SendButton, LoadingButton } }) =>
          streaming ? (
            <LoadingButton aria-label={t('composer.stop')} title={t('composer.stop')} />
          ) : (
            <SendButton aria-label={t('composer.send')} title={t('composer.send')} loading={sending} />
          )
        }
      />
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={CHAT_FILE_ACCEPT}
        data-testid="chat-file-input"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          attach(files);
        }}
      />
    </div>
  );
}
