import { SendOutlined, UploadOutlined } from '@ant-design/icons';
import { wechatStyleSchema } from '@inkstone/contract/writing-wechat';
import type { WechatStyle } from '@inkstone/render/wechat-style';
import { Button, Form, Input, Radio } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '@/shared/api/upload.ts';
import { usePublishToWechat } from './api.ts';
import { charCount, firstPicture, limitIssue, useContractWords } from './checks.ts';
import { RefusalAlert } from './RefusalAlert.tsx';
import styles from './official-account.module.css';

export type PublishSectionProps = {
  docId: string;
  /** The document's title, which WeChat shows as the article's (≤ 32). */
  title: string;
  markdown: string;
  style: WechatStyle;
  /** True while a publication is on its way: one at a time. */
  busy: boolean;
  /** Saves what is typed, so WeChat gets the text on screen; left out: the text as last saved. */
  flush?: () => Promise<void>;
};

type Fields = { author: string; digest: string };
type Cover = { kind: 'first' } | { kind: 'uploaded'; url: string; name: string };

/**
 * The article's fields for WeChat: author (≤ 16) and summary (≤ 128) typed here, the title the
 * document's (≤ 32), all checked before sending in the contract's words; the cover is the
 * document's first picture unless one is uploaded (through the files feature, as the editor's
 * pictures are). The server publishes the document as saved, in the panel's WeChat style.
 */
export function PublishSection({ docId, title, markdown, style, busy, flush }: PublishSectionProps) {
  const { t } = useTranslation('writing');
  const text = useContractWords();
  const publish = usePublishToWechat(docId, flush);
  const [form] = Form.useForm<Fields>();
  const first = firstPicture(markdown);
  const [cover, setCover] = useState<Cover | null>(first ? { kind: 'first' } : null);
  const [uploading, setUploading] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const titleIssue = limitIssue('title', title);

  const rule = (field: 'author' | 'digest') => ({
    validator: async (_rule: unknown, value: string | undefined) => {
      const issue = limitIssue(field, value ?? '');
      if (issue) throw new Error(text(issue.key, issue.params));
    },
  });

  const upload = async (file: File) => {
    setUploadError(null);
    setUploading(0);
    try {
      const uploaded = await uploadFile(file, { purpose: 'write', onProgress: setUploading, silent: true });
      setCover({ kind: 'uploaded', url: uploaded.url, name: file.name });
    } catch (error) {
      setUploadError((error as Error).message || t('wechat.oa.loadFailed'));
    } finally {
      setUploading(null);
    }
  };

  const submit = (fields: Fields) => {
    if (titleIssue || !cover) return;
    publish.mutate({
      author: fields.author?.trim() || undefined,
      digest: fields.digest?.trim() || undefined,
      cover: cover.kind === 'uploaded' ? cover.url : undefined,
      // The panel's style as the contract takes it; one it does not know publishes in the defaults.
      style: wechatStyleSchema.safeParse(style).data,
    });
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} className={styles.form}>
      <Form.Item
        label={t('wechat.oa.articleTitle')}
        validateStatus={titleIssue ? 'error' : undefined}
        help={titleIssue ? text(titleIssue.key, titleIssue.params) : t('wechat.oa.titleNote')}
      >
        <Input value={title} readOnly aria-readonly suffix={`${charCount(title)}/32`} />
      </Form.Item>
      <Form.Item name="author" label={t('wechat.oa.author')} rules={[rule('author')]}>
        <Input autoComplete="off" showCount={{ formatter: ({ value }) => `${charCount(value)}/16` }} />
      </Form.Item>
      <Form.Item name="digest" label={t('wechat.oa.digest')} rules={[rule('digest')]}>
        <Input.TextArea
          autoSize={{ minRows: 2, maxRows: 5 }}
          showCount={{ formatter: ({ value }) => `${charCount(value)}/128` }}
        />
      </Form.Item>
      <Form.Item
        label={t('wechat.oa.cover')}
        validateStatus={uploadError ? 'error' : undefined}
        help={uploadError ?? undefined}
      >
        <div className={styles.cover}>
          {first && (
            <Radio.Group
              value={cover?.kind ?? null}
              onChange={(event) => event.target.value === 'first' && setCover({ kind: 'first' })}
              options={[
                { value: 'first', label: t('wechat.oa.coverFirst') },
                ...(cover?.kind === 'uploaded'
                  ? [{ value: 'uploaded', label: t('wechat.oa.coverUploaded', { name: cover.name }) }]
                  : []),
              ]}
            />
          )}
          {!first && cover?.kind === 'uploaded' && <span>{t('wechat.oa.coverUploaded', { name: cover.name })}</span>}
          {!first && !cover && <span className={styles.note}>{t('wechat.oa.coverNone')}</span>}
          <input
            ref={picker}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/bmp"
            className={styles.picker}
            data-testid="wechat-cover-input"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload(file);
            }}
          />
          <Button icon={<UploadOutlined />} loading={uploading !== null} onClick={() => picker.current?.click()}>
            {uploading !== null ? t('wechat.oa.coverUploading', { percent: uploading }) : t('wechat.oa.coverUpload')}
          </Button>
        </div>
      </Form.Item>
      {publish.error && <RefusalAlert error={publish.error} />}
      <p className={styles.note}>{t('wechat.oa.savedText')}</p>
      <Button
        type="primary"
        htmlType="submit"
        icon={<SendOutlined />}
        loading={publish.isPending}
        disabled={busy || Boolean(titleIssue) || !cover || uploading !== null}
      >
        {t('wechat.oa.publish')}
      </Button>
    </Form>
  );
}
