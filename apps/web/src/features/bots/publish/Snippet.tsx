import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { Button, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '@/shared/platform/copy-text.ts';

/** A code snippet with its copy button; "Copied" shows for a moment after copying. */
export function Snippet({ title, help, code }: { title: string; help: string; code: string }) {
  const { t } = useTranslation('botPublish');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!(await copyText(code))) return;
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };
  return (
    <section aria-label={title}>
      <Typography.Title level={5}>{title}</Typography.Title>
      <Typography.Paragraph type="secondary">{help}</Typography.Paragraph>
      <Input.TextArea value={code} readOnly autoSize aria-label={title} style={{ fontFamily: 'monospace' }} />
      <Button
        style={{ marginTop: 8 }}
        icon={copied ? <CheckOutlined /> : <CopyOutlined />}
        onClick={() => void copy()}
        aria-label={`${t('copy')} · ${title}`}
      >
        {copied ? t('copied') : t('copy')}
      </Button>
    </section>
  );
}
