import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { codeRunLanguage } from '@inkstone/contract/code-run-languages';
import {
  isValidElement,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { ExtraProps } from 'react-markdown';
import { copyText } from '@/shared/platform/copy-text.ts';
import { RowAction } from '../components/RowAction.tsx';
import { DraftContext } from './elements.tsx';
import { highlightedNow, highlightLater } from './highlight.ts';
import styles from './markdown.module.css';

// The Run button and its output panel (shared/code-run) load only when a runnable block shows.
const RunCode = lazy(() => import('@/shared/code-run/RunCode.tsx'));

type CodeProps = { className?: string; children?: ReactNode };

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<CodeProps>(node)) return textOf(node.props.children);
  return '';
}

function languageOf(className: string | undefined): string | null {
  const match = /language-([\w+#-]+)/.exec(className ?? '');
  return match?.[1] ?? null;
}

/** The block's highlighted HTML: at once when it was done before, else after an idle-time pass. */
function useHighlighted(language: string | null, code: string): string | null {
  const [done, setDone] = useState<{ code: string; html: string } | null>(null);
  const ready = language ? highlightedNow(language, code) : null;
  useEffect(() => {
    if (!language || ready !== null) return;
    let wanted = true;
    void highlightLater(language, code, () => wanted).then((html) => {
      if (wanted && html !== null) setDone({ code, html });
    });
    return () => {
      wanted = false;
    };
  }, [language, code, ready]);
  return ready ?? (done?.code === code ? done.html : null);
}

/**
 * A fenced code block: its language and a copy button above the code, which is highlighted once
 * its grammar has loaded (same text and font either way, so the row keeps its height).
 */
export function CodeBlock({ children, node: _node, ...rest }: ComponentProps<'pre'> & ExtraProps) {
  const { t } = useTranslation('chat');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 1500);
    return () => clearTimeout(timer);
  }, [copied]);
  const codeElement = isValidElement<CodeProps>(children) ? children : null;
  const language = languageOf(codeElement?.props.className);
  const code = textOf(codeElement?.props.children ?? children);
  // A block still being written stays plain: highlighting each draft would be thrown away.
  const draft = useContext(DraftContext);
  const html = useHighlighted(draft ? null : language, code);
  const label = copied ? t('code.copied') : t('code.copy');
  const className = ['hljs', codeElement?.props.className].filter(Boolean).join(' ');
  const runnable = draft ? undefined : codeRunLanguage(language ?? undefined);

  return (
    <div className={styles.code}>
      <div className={styles.codeBar}>
        <span className={styles.codeLanguage}>{language ?? t('code.plain')}</span>
        <RowAction
          label={label}
          icon={copied ? <CheckOutlined /> : <CopyOutlined />}
          onClick={() => void copyText(code).then(setCopied)}
        />
      </div>
      <pre {...rest}>
        {html === null ? (
          <code className={className}>{code}</code>
        ) : (
          // highlight.js escapes the code it wraps in its spans: this is text, never the answer's HTML.
          <code className={className} dangerouslySetInnerHTML={{ __html: html }} />
        )}
      </pre>
      {runnable && (
        <Suspense fallback={null}>
          <RunCode language={runnable} code={code} />
        </Suspense>
      )}
    </div>
  );
}
