import type { WritingToolBody } from '@inkstone/contract/writing-tools';
import { Alert, Button, Input, Modal, Progress, Radio, Steps } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '@/shared/platform/media.ts';
import { toast } from '@/shared/ui/toast.ts';
import { useCreateDoc } from '../api/mutations.ts';
import { runTool, type ToolRun } from '../ai/use-tool-run.ts';
import { sectionsOf } from './outline.ts';
import styles from './wizard.module.css';

export type WizardDialogProps = {
  /** The group the new document goes to (the list's filter), or none. */
  groupId: string | null;
  onCreated: (docId: string) => void;
  onClose: () => void;
};

type Step = 0 | 1 | 2 | 3 | 4;
type Progress = { done: number; total: number };

/**
 * The writing wizard (SPEC §1; issue [writing] item 4): inspiration → title → abstract → outline
 * → content. Each step is generated through cli/write/v1/sseTool, stays editable and can be
 * generated again before the next; the outline's sections are written one by one with progress,
 * and the result becomes a new document. Without a configured model the first step says so and
 * the wizard goes no further: it never makes text up.
 */
export function WizardDialog({ groupId, onCreated, onClose }: WizardDialogProps) {
  const { t } = useTranslation('writing');
  const isMobile = useIsMobile();
  const create = useCreateDoc();
  const [step, setStep] = useState<Step>(0);
  const [idea, setIdea] = useState('');
  const [titles, setTitles] = useState<string[]>([]);
  const [title, setTitle] = useState('');
  const [abstract, setAbstract] = useState('');
  const [outline, setOutline] = useState('');
  const [sections, setSections] = useState<string[]>([]);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [run, setRun] = useState<ToolRun | null>(null);
  const abort = useRef<AbortController | null>(null);
  const busy = run?.status === 'running';

  /** One generation; what streams shows in `onText`. Null when it did not finish with text. */
  const generate = async (body: WritingToolBody, onText: (text: string) => void) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    const finished = await runTool(
      body,
      (next) => {
        setRun(next);
        if (next.text) onText(next.text);
      },
      controller.signal,
    );
    return finished.status === 'done' ? finished : null;
  };

  const suggestTitles = async () => {
    const done = await generate({ tool: 'wizard.titles', text: idea }, () => undefined);
    if (!done) return;
    setTitles(done.items);
    setTitle(done.items[0] ?? '');
    setStep(1);
  };
  const writeAbstract = async () => {
    setStep(2);
    await generate({ tool: 'wizard.abstract', text: idea, context: { title } }, setAbstract);
  };
  const writeOutline = async () => {
    setStep(3);
    await generate({ tool: 'wizard.outline', text: idea, context: { title, abstract } }, setOutline);
  };
  const writeContent = async (from = 0) => {
    setStep(4);
    const headings = sectionsOf(outline);
    const written = sections.slice(0, from);
    setProgress({ done: from, total: headings.length });
    for (let index = from; index < headings.length; index++) {
      const heading = headings[index]!;
      const done = await generate(
        { tool: 'wizard.section', text: idea, context: { title, abstract, outline, section: heading } },
        (text) => setSections([...written, `## ${heading}\n\n${text}`]),
      );
      if (!done) return;
      written.push(`## ${heading}\n\n${done.text.trim()}`);
      setSections([...written]);
      setProgress({ done: index + 1, total: headings.length });
    }
  };
  const finish = async () => {
    try {
      const content = [abstract.trim(), ...sections].filter(Boolean).join('\n\n');
      const doc = await create.mutateAsync({ title: title.trim(), content, groupId });
      toast('success', t('wizard.created'));
      onCreated(doc.id);
    } catch (caught) {
      toast('error', (caught as Error).message || t('list.failed'));
    }
  };

  const headings = sectionsOf(outline);
  const allWritten = progress !== null && progress.done === progress.total && progress.total > 0;
  const titleOk = title.trim().length > 0 && title.trim().length <= 100;
  const stopButton = busy && (
    <Button danger onClick={() => abort.current?.abort()}>
      {t('ai.stop')}
    </Button>
  );
  const status = run && (
    <>
      {run.status === 'offline' && <Alert type="info" showIcon title={t('ai.offline')} description={run.notice} />}
      {run.status === 'failed' && (
        <Alert type="error" showIcon title={t('ai.failed')} description={run.error ?? undefined} />
      )}
      {run.status === 'stopped' && <Alert type="warning" showIcon title={t('ai.stopped')} />}
    </>
  );

  return (
    <Modal
      open
      title={t('wizard.title')}
      onCancel={() => {
        abort.current?.abort();
        onClose();
      }}
      width={isMobile ? '100vw' : 760}
      footer={null}
      destroyOnHidden
    >
      <Steps
        size="small"
        current={step}
        className={styles.steps}
        items={(['idea', 'title', 'abstract', 'outline', 'content'] as const).map((key) => ({
          title: t(`wizard.step.${key}`),
        }))}
      />
      <div className={styles.body} aria-live="polite">
        {step === 0 && (
          <>
            <label className={styles.field}>
              <span>{t('wizard.idea')}</span>
              <Input.TextArea
                value={idea}
                onChange={(event) => setIdea(event.target.value)}
                autoSize={{ minRows: 4, maxRows: 10 }}
                placeholder={t('wizard.ideaHint')}
                maxLength={20_000}
              />
            </label>
            {status}
            <div className={styles.actions}>
              {stopButton}
              <Button type="primary" loading={busy} disabled={!idea.trim()} onClick={() => void suggestTitles()}>
                {t('wizard.suggestTitles')}
              </Button>
            </div>
          </>
        )}
        {step === 1 && (
          <>
            <Radio.Group
              className={styles.titles}
              value={titles.includes(title) ? title : null}
              onChange={(event) => setTitle(event.target.value as string)}
            >
              {titles.map((item) => (
                <Radio key={item} value={item}>
                  {item}
                </Radio>
              ))}
            </Radio.Group>
            <label className={styles.field}>
              <span>{t('wizard.ownTitle')}</span>
              <Input
                value={title}
                onChange={(event) => setTitle(event.target.value)}
                maxLength={120}
                status={titleOk ? undefined : 'error'}
              />
            </label>
            {status}
            <div className={styles.actions}>
              <Button onClick={() => setStep(0)}>{t('wizard.back')}</Button>
              <Button loading={busy} onClick={() => void suggestTitles()}>
                {t('wizard.again')}
              </Button>
              <Button type="primary" disabled={!titleOk || busy} onClick={() => void writeAbstract()}>
                {t('wizard.next')}
              </Button>
            </div>
          </>
        )}
        {step === 2 && (
          <>
            <label className={styles.field}>
              <span>{t('wizard.abstract')}</span>
              <Input.TextArea
                value={abstract}
                onChange={(event) => setAbstract(event.target.value)}
                autoSize={{ minRows: 4, maxRows: 12 }}
                readOnly={busy}
              />
            </label>
            {status}
            <div className={styles.actions}>
              <Button onClick={() => setStep(1)} disabled={busy}>
                {t('wizard.back')}
              </Button>
              {stopButton || <Button onClick={() => void writeAbstract()}>{t('wizard.again')}</Button>}
              <Button type="primary" disabled={!abstract.trim() || busy} onClick={() => void writeOutline()}>
                {t('wizard.next')}
              </Button>
            </div>
          </>
        )}
        {step === 3 && (
          <>
            <label className={styles.field}>
              <span>{t('wizard.outline')}</span>
              <Input.TextArea
                value={outline}
                onChange={(event) => setOutline(event.target.value)}
                autoSize={{ minRows: 6, maxRows: 16 }}
                readOnly={busy}
              />
            </label>
            {!busy && <p className={styles.hint}>{t('wizard.sections', { count: headings.length })}</p>}
            {status}
            <div className={styles.actions}>
              <Button onClick={() => setStep(2)} disabled={busy}>
                {t('wizard.back')}
              </Button>
              {stopButton || <Button onClick={() => void writeOutline()}>{t('wizard.again')}</Button>}
              <Button type="primary" disabled={headings.length === 0 || busy} onClick={() => void writeContent(0)}>
                {t('wizard.writeContent')}
              </Button>
            </div>
          </>
        )}
        {step === 4 && (
          <>
            {progress && (
              <Progress
                percent={Math.round((progress.done / Math.max(1, progress.total)) * 100)}
                format={() => t('wizard.progress', { done: progress.done, total: progress.total })}
              />
            )}
            <pre className={styles.content} data-testid="wizard-content">
              {[abstract.trim(), ...sections].filter(Boolean).join('\n\n')}
            </pre>
            {status}
            <div className={styles.actions}>
              <Button onClick={() => setStep(3)} disabled={busy}>
                {t('wizard.back')}
              </Button>
              {stopButton}
              {!busy && !allWritten && progress && (
                <Button onClick={() => void writeContent(progress.done)}>{t('wizard.resume')}</Button>
              )}
              <Button
                type="primary"
                disabled={busy || !allWritten}
                loading={create.isPending}
                onClick={() => void finish()}
              >
                {t('wizard.create')}
              </Button>
            </div>
          </>
        )}
      </div>
    </Modal>
  );
}
