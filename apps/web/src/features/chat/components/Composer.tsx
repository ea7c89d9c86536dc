import { ArrowUpOutlined, CloseOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useRef, useState, type DragEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { MentionOption, MentionProvider } from '@/shared/mentions/mention-provider.ts';
import { useIsMobile } from '@/shared/platform/media.ts';
import type { useAttachments } from '../hooks/use-attachments.ts';
import { CHAT_FILE_ACCEPT } from '../state/file-rules.ts';
import { AttachmentChips } from './AttachmentChips.tsx';
import type { Controls } from './chunks.ts';
import type { SenderRef } from './SenderBox.tsx';
import type { TemplatePick } from '../templates/template-pick.ts';
import styles from './chat.module.css';

export type { SenderRef };

type Props = {
  inputRef: RefObject<SenderRef | null>;
  value: string;
  onChange: (value: string) => void;
  quote: string;
  onQuoteRemove: () => void;
  attachments: ReturnType<typeof useAttachments>;
  /** An answer is streaming: the send button becomes the stop button. */
  streaming: boolean;
  /** Waiting for the conversation's session id: nothing more is sent meanwhile. */
  sending: boolean;
  /** A question typed, or (`template`) one filled from the `/` library. */
  onSubmit: (text: string, template?: TemplatePick) => void;
  onStop: () => void;
  /** Attaching needs a signed-in user: false (the sign-in dialog opened instead) stops it. */
  canAttach: () => boolean;
  /** The text box, once its chunk is in (chunks.ts); until then a look-alike holds its place. */
  SenderBox: Controls['SenderBox'] | null;
  /** The `@` menu around the text box, loaded with it (chunks.ts). */
  MentionArea: Controls['MentionArea'] | null;
  /** The `/` template menu around the text box, loaded with it too. */
  TemplateArea: Controls['TemplateArea'] | null;
  /** The reader reached for the look-alike: load the text box at once. */
  onWake: () => void;
  /** What `@` lists, where the page offers something to mention (a notebook); no menu without it. */
  mentions?: MentionProvider;
  /** The entries picked with `@` that show as chips until the question is sent. */
  mentionChips?: readonly MentionOption[];
  onMention?: (option: MentionOption) => void;
  onMentionRemove?: (option: MentionOption) => void;
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
  SenderBox,
  MentionArea,
  TemplateArea,
  onWake,
  mentions,
  mentionChips = [],
  onMention,
  onMentionRemove,
}: Props) {
  const { t } = useTranslation('chat');
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [reachedFor, setReachedFor] = useState(false);
  // Phones have no Shift key to speak of: the short placeholder fits on one line.
  const isMobile = useIsMobile();
  const placeholder = isMobile ? t('composer.placeholderShort') : t('composer.placeholder');

  const attach = (files: readonly File[]) => {
    if (files.length && canAttach()) attachments.add(files);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    attach([...event.dataTransfer.files]);
  };

  const header =
    quote || attachments.items.length || mentionChips.length ? (
      <div className={styles.composerHeader}>
        {mentionChips.length > 0 && (
          <ul className={styles.mentionChips} aria-label={mentions?.words.chips} data-testid="mention-chips">
            {mentionChips.map((option) => (
              <li key={`${option.group}:${option.id}`} className={styles.mentionChip}>
                <span className={styles.mentionChipName} title={option.label}>
                  @{option.label}
                </span>
                <Button
                  type="text"
                  size="small"
                  icon={<CloseOutlined />}
                  aria-label={t('files.remove', { name: option.label })}
                  onClick={() => onMentionRemove?.(option)}
                />
              </li>
            ))}
          </ul>
        )}
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

  // `/` opens the prompt templates around the text box (templates/README.md).
  const sender = SenderBox && TemplateArea && (
    <TemplateArea
      value={value}
      onChange={onChange}
      onSend={onSubmit}
      busy={streaming || sending}
      onFocus={() => inputRef.current?.focus({ cursor: 'end' })}
    >
      <SenderBox
        inputRef={inputRef}
        value={value}
        onChange={onChange}
        placeholder={placeholder}
        header={header}
        streaming={streaming}
        sending={sending}
        onSubmit={onSubmit}
        onStop={onStop}
        onPasteFiles={attach}
        onAttach={() => canAttach() && input.current?.click()}
        focusOnMount={reachedFor}
      />
    </TemplateArea>
  );

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
      {SenderBox ? (
        mentions && MentionArea ? (
          <MentionArea provider={mentions} value={value} onChange={onChange} onPick={(option) => onMention?.(option)}>
            {sender}
          </MentionArea>
        ) : (
          sender
        )
      ) : (
        <SenderLookAlike
          placeholder={placeholder}
          onReach={() => {
            setReachedFor(true);
            onWake();
          }}
        />
      )}
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

/**
 * The text box's place while it loads: the same box, placeholder and buttons, drawn with CSS
 * only. It is not a text box (nothing typed could be lost); touching it loads the real one,
 * which then takes the focus.
 */
function SenderLookAlike({ placeholder, onReach }: { placeholder: string; onReach: () => void }) {
  return (
    <div className={styles.senderLookAlike} aria-hidden onPointerDown={onReach}>
      <span className={styles.lookAlikeIcon}>
        <PaperClipOutlined />
      </span>
      <span className={styles.lookAlikeText}>{placeholder}</span>
      <span className={styles.lookAlikeSend}>
        <ArrowUpOutlined />
      </span>
    </div>
  );
}
