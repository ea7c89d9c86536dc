import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { isValidElement, useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExtraProps } from 'react-markdown';
import { copyText } from '@/shared/platform/copy-text.ts';
import styles from './markdown.module.css';

function languageOf(children: ReactNode): string | null {
  if (!isValidElement<{ className?: string }>(children)) return null;
  const match = /language-([\w+#-]+)/.exec(children.props.className ?? '');
  return match?.[1] ?? null;
}

/** A fenced code block: its language and a copy button above the highlighted code. */
export function CodeBlock({ children, node: _node, ...rest }: ComponentProps<'pre'> & ExtraProps) {
  const { t } = useTranslation('chat');
  const ref = useRef<HTMLPreElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 1500);
    return () => clearTimeout(timer);
  }, [copied]);
  const language = languageOf(children);
  const label = copied ? t('code.copied') : t('code.copy');

  return (
    <div className={styles.code}>
      <div className={styles.codeBar}>
        <span className={styles.codeLanguage}>{language ?? t('code.plain')}</span>
        <Tooltip title={label}>
          <Button
            size="small"
            type="text"
            icon={copied ? <CheckOutlined /> : <CopyOutlined />}
            aria-label={label}
            onClick={async () => setCopied(await copyText(ref.current?.textContent ?? ''))}
          />
        </Tooltip>
      </div>
      <pre ref={ref} {...rest}>
        {children}
      </pre>
    </div>
  );
}
