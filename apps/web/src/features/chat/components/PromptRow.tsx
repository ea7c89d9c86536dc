import { CheckOutlined, CopyOutlined, EditOutlined } from '@ant-design/icons';
import { Bubble } from '@ant-design/x';
import { Button, Input, Tooltip } from 'antd';
import { memo, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '@/shared/platform/copy-text.ts';
import { toast } from '@/shared/ui/toast.ts';
import type { ChatMessage } from '../state/types.ts';
import { FileIcon } from './AttachmentChips.tsx';
import { ImageGallery } from './ImageGallery.tsx';
import styles from './chat.module.css';

type Props = {
  message: ChatMessage;
  /** Editing needs no answer in this chat to be streaming. */
  canEdit: boolean;
  /** Sends the edited question in place of this one (and everything after it); false: nothing changed. */
  onEdit: (promptId: string, text: string) => Promise<boolean>;
};

function Action({
  label,
  icon,
  onClick,
  disabled,
}: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <Tooltip title={label}>
      <Button type="text" size="small" icon={icon} aria-label={label} disabled={disabled} onClick={onClick} />
    </Tooltip>
  );
}

/** The editor that replaces a question's bubble: Ctrl/Cmd+Enter sends, Escape cancels. */
function PromptEditor({
  initial,
  onSend,
  onCancel,
}: {
  initial: string;
  onSend: (text: string) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState(initial);
  const [sending, setSending] = useState(false);
  const ready = text.trim().length > 0 && !sending;
  const send = () => {
    setSending(true);
    void onSend(text.trim()).finally(() => setSending(false));
  };
  return (
    <div className={styles.promptEditor}>
      <Input.TextArea
        autoFocus
        value={text}
        aria-label={t('prompt.editLabel')}
        autoSize={{ minRows: 2, maxRows: 10 }}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && ready) send();
        }}
      />
      <p className={styles.promptEditorHint}>{t('prompt.editHint')}</p>
      <div className={styles.promptEditorButtons}>
        <Button onClick={onCancel}>{t('prompt.cancel')}</Button>
        <Button type="primary" disabled={!ready} loading={sending} onClick={send}>
          {t('prompt.resend')}
        </Button>
      </div>
    </div>
  );
}

/** The user's question: plain text as typed, its quote, files and images above it; copy and edit below. */
export const PromptRow = memo(function PromptRow({ message, canEdit, onEdit }: Props) {
  const { t } = useTranslation('chat');
  const [editing, setEditing] = useState(false);
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
      {editing ? (
        <PromptEditor
          initial={message.content}
          onCancel={() => setEditing(false)}
          onSend={async (text) => {
            // Accepted: this row is replaced by the edited exchange. Refused: the editor stays.
            if (await onEdit(message.msgId, text)) setEditing(false);
          }}
        />
      ) : (
        <>
          <Bubble
            placement="end"
            shape="corner"
            content={message.content}
            header={header}
            classNames={{ content: styles.promptContent }}
          />
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
