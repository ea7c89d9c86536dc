import type { MessageKey } from '@inkstone/contract/messages';
import type { TranslateQuota } from '@inkstone/contract/translate';
import { Alert, Button, Progress } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractText } from '@/shared/knowledge/model/contract-text.ts';
import { toast } from '@/shared/ui/toast.ts';
import { translateKeys } from '../api/keys.ts';
import { startTranslation } from '../api/start-translation.ts';
import { fileSize } from '../model/format.ts';
import { isPdfFile, rangeSize, requestProblems, type Problem, type RequestDraft } from '../model/request.ts';
import { usePdf } from '../pdf/use-pdf.ts';
import { DropZone } from './DropZone.tsx';
import { FileSummary } from './FileSummary.tsx';
import { LanguagePickers } from './LanguagePickers.tsx';
import { OutputChoice } from './OutputChoice.tsx';
import { PageRangePicker } from './PageRangePicker.tsx';
import styles from '../translate.module.css';

type Sending = { percent: number; error: string | null };

const EMPTY: Omit<RequestDraft, 'sourceLang' | 'targetLang' | 'outputKind' | 'dualLayout'> = {
  file: null,
  pageCount: null,
  startPage: null,
  endPage: null,
};

/**
 * A new translation: the PDF, its pages, the languages and the files wanted. Everything SPEC §5
 * asks is checked before anything is sent (end above start, different languages, PDF only, within
 * the limits), in the server's own words; what only the server can say (not a PDF by content,
 * too large, encrypted) comes back from the upload and is shown as it said it.
 */
export function TranslateForm({ quota }: { quota: TranslateQuota | undefined }) {
  const { t } = useTranslation('translate');
  const contractText = useContractText();
  const client = useQueryClient();
  const [draft, setDraft] = useState<RequestDraft>({
    ...EMPTY,
    sourceLang: 'en',
    targetLang: 'zh_CN',
    outputKind: 'both',
    dualLayout: 'alternate',
  });
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState<Sending | null>(null);
  const picker = useRef<HTMLDivElement>(null);
  const fileProblemId = useId();
  const pdf = usePdf(draft.file && isPdfFile(draft.file) ? draft.file : null);
  const doc = pdf.state === 'ready' ? pdf.doc : null;
  const pageCount = doc?.numPages ?? null;
  const withCount = { ...draft, pageCount };
  const problems = requestProblems(withCount, quota);
  const busy = sending !== null && sending.error === null;

  // The range starts as the whole document, cut to the allowance, once the PDF's pages are known.
  const [rangeFor, setRangeFor] = useState<unknown>(null);
  if (doc && rangeFor !== doc) {
    setRangeFor(doc);
    const limit = quota ? Math.min(quota.perFile, Math.max(1, quota.perDay - quota.usedToday)) : doc.numPages;
    setDraft((now) => ({ ...now, startPage: 1, endPage: Math.max(1, Math.min(doc.numPages, limit)) }));
  }

  const say = (problem: Problem) =>
    problem.key === 'pageMissing' ? t('problem.pageMissing') : contractText(problem.key as MessageKey, problem.params);
  // The file's own problem waits for a first try; the others are said as soon as they arise.
  const shown = problems.filter((problem) => tried || (draft.file !== null && problem.field !== 'file'));
  const problemOf = (field: Problem['field']) => {
    const found = shown.find((problem) => problem.field === field);
    return found ? say(found) : undefined;
  };

  const chooseFile = (file: File) => {
    setSending(null);
    setDraft((now) => ({ ...now, ...EMPTY, file }));
  };

  const submit = () => {
    setTried(true);
    if (problems.length > 0 || pdf.state !== 'ready') return;
    const { file, startPage, endPage } = draft;
    if (!file || startPage === null || endPage === null) return;
    setSending({ percent: 0, error: null });
    startTranslation(
      { ...draft, file, startPage, endPage },
      { onProgress: (percent) => setSending((now) => now && { ...now, percent }) },
    ).then(
      () => {
        toast('success', t('submit.started', { name: file.name }));
        setSending(null);
        setTried(false);
        setDraft((now) => ({ ...now, ...EMPTY }));
        void client.invalidateQueries({ queryKey: translateKeys.lists() });
        void client.invalidateQueries({ queryKey: translateKeys.quota() });
      },
      (caught: unknown) =>
        setSending({ percent: 0, error: caught instanceof Error ? caught.message : t('error.unknown') }),
    );
  };

  const pages = rangeSize(draft.startPage, draft.endPage);
  const fileProblem = problemOf('file');
  const pagesProblem = problemOf('pages');
  return (
    <section className={styles.panel} aria-label={t('form.title')}>
      <h4 className={styles.heading}>{t('form.title')}</h4>
      <div ref={picker}>
        {draft.file ? (
          <FileSummary
            file={draft.file}
            pdf={pdf}
            onRemove={() => setDraft((now) => ({ ...now, ...EMPTY }))}
            onChange={() => picker.current?.querySelector<HTMLInputElement>('input[type=file]')?.click()}
          />
        ) : null}
        <div hidden={draft.file !== null}>
          <DropZone onFile={chooseFile} describedBy={fileProblem ? fileProblemId : undefined} />
        </div>
      </div>
      {fileProblem && (
        <p id={fileProblemId} className={styles.problem} role="alert">
          {fileProblem}
        </p>
      )}
      {pageCount !== null && (
        <PageRangePicker
          startPage={draft.startPage}
          endPage={draft.endPage}
          pageCount={pageCount}
          doc={doc}
          onChange={(range) => setDraft((now) => ({ ...now, ...range }))}
          startProblem={problemOf('startPage')}
          endProblem={problemOf('endPage')}
        />
      )}
      <LanguagePickers
        sourceLang={draft.sourceLang}
        targetLang={draft.targetLang}
        onChange={(languages) => setDraft((now) => ({ ...now, ...languages }))}
        problem={problemOf('targetLang')}
      />
      <OutputChoice
        outputKind={draft.outputKind}
        dualLayout={draft.dualLayout}
        onChange={(choice) => setDraft((now) => ({ ...now, ...choice }))}
      />
      {pagesProblem && (
        <p className={styles.problem} role="alert">
          {pagesProblem}
        </p>
      )}
      {busy && draft.file && (
        <div role="status">
          {t('submit.uploading', { name: draft.file.name, size: fileSize(draft.file.size), percent: sending.percent })}
          <Progress percent={sending.percent} size="small" showInfo={false} />
        </div>
      )}
      {sending?.error && <Alert type="error" showIcon title={t('submit.refused', { error: sending.error })} />}
      <div className={styles.row}>
        <Button type="primary" loading={busy} onClick={submit}>
          {pages > 0 ? t('submit.button', { count: pages }) : t('submit.idle')}
        </Button>
      </div>
    </section>
  );
}
