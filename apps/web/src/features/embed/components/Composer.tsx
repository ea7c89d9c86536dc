import { useRef, useState } from 'react';
import { Button, Input, Tag } from 'antd';
import { PaperClipOutlined, SendOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { UploadedFile } from '@inkstone/contract/files';
import { uploadForVisitor } from '../api/visitor.ts';
import styles from './embed.module.css';

/** The same limit the server applies (CHAT_FILE_MAX_COUNT's default). */
const MAX_FILES = 5;
const ACCEPT = '.pdf,.doc,.docx,.txt,image/png,image/jpeg,image/webp,image/gif';

type Props = {
  botId: string;
  tmpUid: string | null;
  streaming: boolean;
  onSend: (prompt: string, fileIds: string[]) => Promise<boolean>;
  onStop: () => void;
  onError: (message: string) => void;
};

/** The question box with attachments; Enter sends, Shift+Enter breaks the line. */
export function Composer({ botId, tmpUid, streaming, onSend, onStop, onError }: Props) {
  const { t } = useTranslation('embed');
  const [text, setText] = useState('');
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [uploading, setUploading] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const attach = async (file: File) => {
    if (!tmpUid) return;
    if (files.length >= MAX_FILES) return onError(t('tooManyFiles', { count: MAX_FILES }));
    setUploading(file.name);
    try {
      const uploaded = await uploadForVisitor(file, botId, tmpUid);
      setFiles((current) => [...current, uploaded]);
    } catch (error) {
      onError(error instanceof Error && error.message ? error.message : t('uploadFailed', { name: file.name }));
    } finally {
      setUploading(null);
    }
  };

  const submit = async () => {
    const prompt = text.trim();
    if (!prompt || streaming || !tmpUid) return;
    const kept = { text, files };
    setText('');
    setFiles([]);
    const sent = await onSend(
      prompt,
      kept.files.map((file) => file.fileId),
    );
    // Refused before anything was written: give the visitor their question back.
    if (!sent) {
      setText(kept.text);
      setFiles(kept.files);
    }
  };

  return (
    <form
      className={styles.composer}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {files.length > 0 || uploading ? (
        <div className={styles.files}>
          {files.map((file) => (
            <Tag
              key={file.fileId}
              closable
              closeIcon={<span aria-label={t('removeFile', { name: file.name })}>×</span>}
              onClose={() => setFiles((current) => current.filter((item) => item.fileId !== file.fileId))}
            >
              {file.name}
            </Tag>
          ))}
          {uploading ? <Tag>{t('uploading', { name: uploading })}</Tag> : null}
        </div>
      ) : null}
      <div className={styles.row}>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          hidden
          data-testid="embed-file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void attach(file);
          }}
        />
        <Button
          icon={<PaperClipOutlined />}
          aria-label={t('attach')}
          disabled={!tmpUid || Boolean(uploading)}
          onClick={() => input.current?.click()}
        />
        <Input.TextArea
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('placeholder')}
          aria-label={t('placeholder')}
          autoSize={{ minRows: 1, maxRows: 5 }}
          maxLength={20_000}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void submit();
            }
          }}
        />
        {streaming ? (
          <Button icon={<StopOutlined />} aria-label={t('stop')} onClick={onStop} />
        ) : (
          <Button
            type="primary"
            htmlType="submit"
            icon={<SendOutlined />}
            aria-label={t('send')}
            disabled={!text.trim() || !tmpUid}
          />
        )}
      </div>
    </form>
  );
}
