import type { MessageKey } from '@inkstone/contract/messages';
import type { TranslateLanguage } from '@inkstone/contract/translate';
import { ModelError } from '../../ai/errors.ts';
import type { LanguageModel } from '../../ai/types.ts';
import type { Paragraph } from '../../platform/pdf-translate/index.ts';
import { BatchAnswerError, batchesOf, mergeGlossary, translateBatch } from './batch.ts';
import type { RateLimiter } from './rate-limit.ts';

/** Tries of one batch, with a doubling wait between them, before its page is given up. */
export const BATCH_TRIES = 3;
const BACKOFF_MS = 500;

export type PageWork = {
  model: LanguageModel;
  from: TranslateLanguage;
  to: TranslateLanguage;
  glossary: Record<string, string>;
  /** The last prose paragraph of the page before (context for the first batch). */
  previous?: string;
  limiter: RateLimiter;
  signal: AbortSignal;
  /** Waits between tries; tests shorten it. */
  backoffMs?: number;
};

export type PageResult =
  | { ok: true; translations: Record<string, string>; glossary: Record<string, string>; last?: string }
  | { ok: false; reason: MessageKey };

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason as Error)), { once: true });
  });

export const reasonOf = (error: unknown): MessageKey =>
  error instanceof BatchAnswerError ? 'translate.modelBadAnswer' : 'translate.modelUnavailable';

/**
 * Translates one page's prose in batches (kept paragraphs — formulas, code, numbers, headers —
 * are never sent), each batch with the glossary so far and the paragraph before it. A batch is
 * tried BATCH_TRIES times (rate-limited, backing off); when it still fails the page fails and
 * says why. The server stopping (the signal) is thrown, not a failure of the page.
 */
export async function translatePage(paragraphs: readonly Paragraph[], work: PageWork): Promise<PageResult> {
  const prose = paragraphs.filter((paragraph) => !paragraph.keep && paragraph.text.trim());
  const translations: Record<string, string> = {};
  let glossary = work.glossary;
  let previous = work.previous;
  for (const batch of batchesOf(prose)) {
    let output: Awaited<ReturnType<typeof translateBatch>> | null = null;
    let reason: MessageKey = 'translate.modelUnavailable';
    for (let attempt = 1; attempt <= BATCH_TRIES && !output; attempt++) {
      await work.limiter(work.signal);
      try {
        const input = { paragraphs: batch.map((p) => p.text), from: work.from, to: work.to, glossary, previous };
        output = await translateBatch(work.model, input, work.signal);
      } catch (error) {
        work.signal.throwIfAborted();
        if (!(error instanceof ModelError) && !(error instanceof BatchAnswerError)) throw error;
        reason = reasonOf(error);
        if (attempt < BATCH_TRIES) await sleep((work.backoffMs ?? BACKOFF_MS) * 2 ** (attempt - 1), work.signal);
      }
    }
    work.signal.throwIfAborted();
    if (!output) return { ok: false, reason };
    batch.forEach((paragraph, i) => (translations[paragraph.id] = output.translations[i]!));
    glossary = mergeGlossary(glossary, output.terms);
    previous = batch.at(-1)?.text;
  }
  return { ok: true, translations, glossary, last: previous };
}
