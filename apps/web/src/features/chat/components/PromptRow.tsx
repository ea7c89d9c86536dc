import { CheckOutlined, CopyOutlined, EditOutlined } from '@ant-design/icons';
import { memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '@/shared/platform/copy-text.ts';
import { toast } from '@/shared/ui/toast.ts';
import type { ChatMessage } from '../state/types.ts';
import { FileIcon } from './AttachmentChips.tsx';
import { promptEditorChunk } from './chunks.ts';
import { ImageGallery } from './ImageGallery.tsx';
import { useLaterChunk } from './later-chunk.ts';
import { RowAction as Action } from './RowAction.tsx';
import styles from './chat.module.css';

type Props = {
  message: ChatMessage;
  /** Editing needs no answer in this chat to be streaming. */
  canEdit: boolean;
  /** Sends the edited question in place of this one (and everything after it); false: nothing changed. */
  onEdit: (promptId: string, text: string) => Promise<boolean>;
};

/** The user's question: plain text as typed, its quote, files and images above it; copy and edit below. */
export const PromptRow = memo(function PromptRow({ message, canEdit, onEdit }: Props) {
  const { t } = useTranslation('chat');
  const [editing, setEditing] = useState(false);
  // The editor is a chunk of its own: the question stays as it is until it has loaded.
  const editor = useLaterChunk(promptEditorChunk, editing);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 1500);
    return () => clearTimeout(timer);
  }, [copied]);

  const images = message.fileList?.filter((file) => file.type.startsWith('image/')) ?? [];
  const documents = message.fileList?.filter((file) => !file.type.startsWith('image/')) ?? [];
  const header =
    message.quoteInfo || message.fileList?.length ? (
      <div className={styles.promptExtras}>
        {message.quoteInfo && (
          <blockquote className={styles.promptQuote} aria-label={t('composer.quote')}>
            {message.quoteInfo}
          </blockquote>
        )}
        <ImageGallery images={images.map((file) => ({ src: file.url, name: file.name }))} size={96} />
        {documents.map((file) => (
          <a key={file.fileId} className={styles.promptFile} href={file.url} target="_blank" rel="noopener noreferrer">
            <FileIcon name={file.name} /> <span>{file.name}</span>
          </a>
        ))}
      </div>
    ) : undefined;

  const copy = async () => {
    const ok = await copyText(message.content);
    setCopied(ok);
    toast(ok ? 'success' : 'error', ok ? t('answer.copied') : t('answer.copyFailed'), 2);
  };

  return (
    <div className={styles.row} data-role="prompt" aria-label={t('chat.you')}>
      {editor ? (
        <editor.default
          initial={message.content}
          onCancel={() => setEditing(false)}
          onSend={async (text) => {
            // Accepted: this row is replaced by the edited exchange. Refused: the editor stays.
            if (await onEdit(message.msgId, text)) setEditing(false);
          }}
        />
      ) : (
        <>
          <div className={styles.promptBubble}>
            {header}
            <div className={styles.promptContent}>{message.content}</div>
          </div>
          <div className={styles.promptActions} role="group" aria-label={t('chat.you')}>
            <Action
              label={copied ? t('answer.copied') : t('prompt.copy')}
              icon={copied ? <CheckOutlined /> : <CopyOutlined />}
              onClick={() => void copy()}
            />
            <Action
              label={t('prompt.edit')}
              icon={<EditOutlined />}
              disabled={!canEdit}
              onClick={() => setEditing(true)}
            />
          </div>
        </>
      )}
    </div>
  );
});
