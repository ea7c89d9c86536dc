import { Button, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './chat.module.css';

/** The editor that replaces a question's bubble: Ctrl/Cmd+Enter sends, Escape cancels. */
export default function PromptEditor({
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
