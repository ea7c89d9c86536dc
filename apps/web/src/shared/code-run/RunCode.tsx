import { CaretRightOutlined, CloseOutlined, LoadingOutlined } from '@ant-design/icons';
import type { CodeRunLanguage } from '@inkstone/contract/code-run';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './i18n.ts';
import { runCode, type CodeRun } from './run-code.ts';
import styles from './run-code.module.css';

type Props = { language: CodeRunLanguage; code: string };

/**
 * The Run button of an answer's code block and, once pressed, the output under the block:
 * stdout, stderr in its own colour, the value of the last expression, the error with its line,
 * or why the sandbox stopped the program. Loaded lazily by the chat's CodeBlock (shared/ so a feature may use it).
 */
export default function RunCode({ language, code }: Props) {
  const { t } = useTranslation('codeRun');
  const [run, setRun] = useState<CodeRun | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const start = () => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    void runCode(language, code, setRun, controller.signal);
  };
  const close = () => {
    abort.current?.abort();
    setRun(null);
  };
  const running = run?.status === 'running';
  const label = running ? t('running') : run ? t('rerun') : t('run');

  return (
    <div className={styles.runCode}>
      <div className={styles.bar}>
        <button type="button" className={styles.run} onClick={start} disabled={running} aria-label={label}>
          {running ? <LoadingOutlined /> : <CaretRightOutlined />}
          <span>{label}</span>
        </button>
        {run && !running && (
          <button type="button" className={styles.close} onClick={close} aria-label={t('close')}>
            <CloseOutlined />
          </button>
        )}
      </div>
      {run && <Output run={run} />}
    </div>
  );
}

function Output({ run }: { run: CodeRun }) {
  const { t } = useTranslation('codeRun');
  const end = run.end;
  const empty = run.pieces.length === 0 && end?.status === 'ok' && end.value === undefined;
  return (
    <div className={styles.output} role="log" aria-live="polite" aria-label={t('title')}>
      {run.pieces.length > 0 && (
        <pre className={styles.stream}>
          {run.pieces.map((piece, index) => (
            <span key={index} className={piece.stream === 'stderr' ? styles.stderr : undefined}>
              {piece.text}
            </span>
          ))}
        </pre>
      )}
      {empty && <div className={styles.note}>{t('noOutput')}</div>}
      {end?.status === 'ok' && end.value !== undefined && (
        <pre className={styles.value}>
          <span className={styles.label}>{t('value')}</span> {end.value}
        </pre>
      )}
      {end?.status === 'error' && (
        <pre className={styles.error}>
          {end.line !== undefined && <span className={styles.label}>{t('errorLine', { line: end.line })}</span>}{' '}
          {end.message}
        </pre>
      )}
      {end && end.status !== 'ok' && end.status !== 'error' && <div className={styles.stopped}>{end.message}</div>}
      {run.status === 'refused' && <div className={styles.stopped}>{run.refusal ?? t('failed')}</div>}
      {end && <div className={styles.note}>{t('took', { seconds: (end.ms / 1000).toFixed(1) })}</div>}
    </div>
  );
}
