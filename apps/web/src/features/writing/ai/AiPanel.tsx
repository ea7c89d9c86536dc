import type { WritingTone, WritingTool } from '@inkstone/contract/writing-tools';
import { WritingTone as Tones } from '@inkstone/contract/writing-tools';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { Alert, Button, Select, Switch, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/shared/stores/language.ts';
import { useSettings } from '@/shared/stores/settings.ts';
import { toast } from '@/shared/ui/toast.ts';
import { useToolRun } from './use-tool-run.ts';
import styles from './ai.module.css';

export type AiPanelProps = {
  editor: Editor;
  docId: string;
  /** A suggested title chosen: the page puts it in the title field. */
  onTitle: (title: string) => void;
};

/** The text around a selection the tools read (never rewrite): enough to keep the voice. */
const CONTEXT_CHARS = 2_000;

const REWRITES: WritingTool[] = ['rewrite', 'expand', 'shorten', 'polish'];

/** The text a tool was asked on (its place in the document) and the tool. */
type Target = { from: number; to: number; tool: WritingTool };

/**
 * The AI beside the editor (issue [writing] item 3): tools over the selection, or the whole
 * document when nothing is selected — continue, rewrite, expand, shorten, polish, a tone,
 * translate, summarize, title suggestions — streamed through cli/write/v1/sseTool. Each result
 * is inserted below, put in place of the selection, copied or discarded; with the outsert switch
 * on (SPEC §3 `write.outsert`) a finished result goes into the document by itself.
 */
export function AiPanel({ editor, docId, onTitle }: AiPanelProps) {
  const { t } = useTranslation('writing');
  const language = useLanguage((state) => state.language);
  const outsert = useSettings((state) => state.write.outsert);
  const update = useSettings((state) => state.update);
  const [tone, setTone] = useState<WritingTone>('professional');
  const { run, start, stop, clear } = useToolRun();
  const scope = useEditorState({
    editor,
    selector: ({ editor: e }) => {
      const { from, to, empty } = e.state.selection;
      return { from, to, empty };
    },
  });
  // Where the running tool's result goes: the selection it was asked on.
  const [target, setTarget] = useState<Target | null>(null);

  const ask = async (tool: WritingTool, extra: { tone?: WritingTone; language?: 'zh_CN' | 'en' } = {}) => {
    const { state } = editor;
    const { from, to, empty } = state.selection;
    const whole = empty;
    const text = whole ? editor.getMarkdown() : state.doc.textBetween(from, to, '\n\n');
    if (!text.trim()) {
      toast('warning', t('ai.nothing'));
      return;
    }
    const end = whole ? state.doc.content.size : to;
    const asked: Target = { from: whole ? end : from, to: end, tool };
    setTarget(asked);
    const context = whole
      ? undefined
      : {
          before: state.doc.textBetween(Math.max(0, from - CONTEXT_CHARS), from, '\n\n'),
          after: state.doc.textBetween(to, Math.min(state.doc.content.size, to + CONTEXT_CHARS), '\n\n'),
        };
    const finished = await start({ tool, text, docId, ...(context ? { context } : {}), ...extra });
    if (finished.status === 'done' && outsert && !['titles', 'summarize'].includes(tool))
      place(finished.text, 'auto', asked);
  };

  /** Puts a result into the document: below the text it was asked on, or in its place. */
  const place = (markdown: string, how: 'below' | 'replace' | 'auto', at = target) => {
    if (!at || !markdown.trim()) return;
    const replace = how === 'replace' || (how === 'auto' && REWRITES.includes(at.tool) && at.from !== at.to);
    const size = editor.state.doc.content.size;
    const from = Math.min(at.from, size);
    const to = Math.min(at.to, size);
    const chain = editor.chain().focus();
    if (replace) chain.insertContentAt({ from, to }, markdown, { contentType: 'markdown' }).run();
    else chain.insertContentAt(to, `\n\n${markdown}`, { contentType: 'markdown' }).run();
    clear();
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(run.text);
      toast('success', t('ai.copied'));
    } catch {
      toast('error', t('ai.copyFailed'));
    }
  };

  const busy = run.status === 'running';
  const tool = (name: WritingTool, label: string) => (
    <Button key={name} size="small" disabled={busy} onClick={() => void ask(name)}>
      {label}
    </Button>
  );
  const other = language === 'zh_CN' ? 'en' : 'zh_CN';
  const canReplace = target !== null && target.from !== target.to && run.text.trim();
  return (
    <aside className={styles.panel} aria-label={t('ai.title')}>
      <header className={styles.head}>
        <h4>{t('ai.title')}</h4>
        <Tooltip title={t('ai.outsertHint')}>
          <label className={styles.switch}>
            <Switch size="small" checked={outsert} onChange={(on) => update('write', { outsert: on })} />
            {t('ai.outsert')}
          </label>
        </Tooltip>
      </header>
      <p className={styles.scope} data-testid="ai-scope">
        {scope.empty ? t('ai.scopeDocument') : t('ai.scopeSelection')}
      </p>
      <div className={styles.tools}>
        {tool('continue', t('ai.tool.continue'))}
        {tool('rewrite', t('ai.tool.rewrite'))}
        {tool('expand', t('ai.tool.expand'))}
        {tool('shorten', t('ai.tool.shorten'))}
        {tool('polish', t('ai.tool.polish'))}
        {tool('summarize', t('ai.tool.summarize'))}
        {tool('titles', t('ai.tool.titles'))}
        <Button size="small" disabled={busy} onClick={() => void ask('translate', { language: other })}>
          {t(other === 'en' ? 'ai.tool.toEnglish' : 'ai.tool.toChinese')}
        </Button>
      </div>
      <div className={styles.tone}>
        <Select
          size="small"
          value={tone}
          aria-label={t('ai.tone')}
          onChange={(value: WritingTone) => setTone(value)}
          options={Tones.options.map((value) => ({ value, label: t(`ai.toneName.${value}`) }))}
        />
        <Button size="small" disabled={busy} onClick={() => void ask('tone', { tone })}>
          {t('ai.tool.tone')}
        </Button>
      </div>

      {run.status !== 'idle' && (
        <section className={styles.result} aria-live="polite" aria-busy={busy} data-testid="ai-result">
          {run.status === 'offline' && <Alert type="info" showIcon title={t('ai.offline')} description={run.notice} />}
          {run.status === 'failed' && (
            <Alert type="error" showIcon title={t('ai.failed')} description={run.error ?? undefined} />
          )}
          {run.status === 'stopped' && <Alert type="warning" showIcon title={t('ai.stopped')} />}
          {run.truncated && <Alert type="warning" showIcon title={t('ai.truncated')} />}
          {run.items.length > 0 && target?.tool === 'titles' ? (
            <ul className={styles.items}>
              {run.items.map((item) => (
                <li key={item}>
                  <Button type="link" onClick={() => onTitle(item)}>
                    {item}
                  </Button>
                </li>
              ))}
            </ul>
          ) : (
            run.text && <div className={styles.text}>{run.text}</div>
          )}
          <div className={styles.actions}>
            {busy ? (
              <Button size="small" danger onClick={stop}>
                {t('ai.stop')}
              </Button>
            ) : (
              <>
                {run.text.trim() && target?.tool !== 'titles' && (
                  <>
                    <Button size="small" type="primary" onClick={() => place(run.text, 'below')}>
                      {t('ai.insert')}
                    </Button>
                    {canReplace && (
                      <Button size="small" onClick={() => place(run.text, 'replace')}>
                        {t('ai.replace')}
                      </Button>
                    )}
                    <Button size="small" onClick={() => void copy()}>
                      {t('ai.copy')}
                    </Button>
                  </>
                )}
                <Button size="small" type="text" onClick={clear}>
                  {t('ai.discard')}
                </Button>
              </>
            )}
          </div>
        </section>
      )}
    </aside>
  );
}
