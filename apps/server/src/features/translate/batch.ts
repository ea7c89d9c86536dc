import type { TranslateLanguage } from '@inkstone/contract/translate';
import { complete } from '../../ai/complete.ts';
import type { LanguageModel } from '../../ai/types.ts';

/** The languages as the model reads them. */
export const LANGUAGE_NAMES: Record<TranslateLanguage, string> = {
  zh_CN: 'Simplified Chinese',
  en: 'English',
  ja: 'Japanese',
  ko: 'Korean',
  fr: 'French',
  de: 'German',
  es: 'Spanish',
  ru: 'Russian',
};

/** Paragraphs per request, and characters: a page's prose usually fits one or two. */
export const BATCH_PARAGRAPHS = 12;
export const BATCH_CHARS = 6_000;
const GLOSSARY_MAX = 200;

export type BatchInput = {
  paragraphs: string[];
  from: TranslateLanguage;
  to: TranslateLanguage;
  /** Terms already translated in this document: the model keeps them the same. */
  glossary: Record<string, string>;
  /** The paragraph before the batch, for pronouns and running sentences; not translated. */
  previous?: string;
};
export type BatchOutput = { translations: string[]; terms: Record<string, string> };

/** The answer did not have one translation per paragraph (or was not JSON): the batch is asked again. */
export class BatchAnswerError extends Error {}

/** Splits a page's paragraphs into batches of at most BATCH_PARAGRAPHS and about BATCH_CHARS. */
export function batchesOf<T extends { text: string }>(paragraphs: readonly T[]): T[][] {
  const batches: T[][] = [];
  let current: T[] = [];
  let chars = 0;
  for (const paragraph of paragraphs) {
    if (current.length && (current.length >= BATCH_PARAGRAPHS || chars + paragraph.text.length > BATCH_CHARS)) {
      batches.push(current);
      current = [];
      chars = 0;
    }
    current.push(paragraph);
    chars += paragraph.text.length;
  }
  if (current.length) batches.push(current);
  return batches;
}

export function systemPrompt(input: Omit<BatchInput, 'paragraphs'>): string {
  const terms = Object.entries(input.glossary);
  return [
    `You translate paragraphs of a PDF document from ${LANGUAGE_NAMES[input.from]} into ${LANGUAGE_NAMES[input.to]}.`,
    'The user sends JSON {"paragraphs": [...]}. Answer with JSON only: {"translations": [...], "terms": {...}} — ' +
      'exactly one translation per paragraph, in the same order; keep numbers, formulas, citations, URLs and names ' +
      'of code as they are. In "terms" list up to 5 technical terms of these paragraphs with the translation you ' +
      'used, so later paragraphs use the same words.',
    terms.length
      ? `Glossary (use these translations): ${terms.map(([source, target]) => `${source} => ${target}`).join('; ')}`
      : '',
    input.previous ? `The paragraph before these, for context only (do not translate it): ${input.previous}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** Reads the model's answer: JSON (possibly in a code fence) with exactly `count` translations. */
export function parseAnswer(text: string, count: number): BatchOutput {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) throw new BatchAnswerError('no JSON object in the answer');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.slice(start, end + 1));
  } catch {
    throw new BatchAnswerError('the answer is not JSON');
  }
  const { translations, terms } = (parsed ?? {}) as { translations?: unknown; terms?: unknown };
  if (
    !Array.isArray(translations) ||
    translations.length !== count ||
    !translations.every((t) => typeof t === 'string')
  )
    throw new BatchAnswerError(`expected ${count} translations`);
  const kept: Record<string, string> = {};
  if (terms && typeof terms === 'object') {
    for (const [source, target] of Object.entries(terms as Record<string, unknown>)) {
      if (typeof target === 'string' && source.trim() && target.trim()) kept[source.trim()] = target.trim();
    }
  }
  return { translations: translations.map((t: string) => t.trim()), terms: kept };
}

/** One batch through the model (temperature 0). Throws the stream's ModelError, or BatchAnswerError. */
export async function translateBatch(model: LanguageModel, input: BatchInput, signal: AbortSignal) {
  const answer = await complete(model, {
    system: systemPrompt(input),
    messages: [{ role: 'user', content: JSON.stringify({ paragraphs: input.paragraphs }) }],
    temperature: 0,
    signal,
  });
  return parseAnswer(answer.text, input.paragraphs.length);
}

/** The glossary with new terms added (earlier ones win, so a term never changes mid-document), capped. */
export function mergeGlossary(glossary: Record<string, string>, terms: Record<string, string>) {
  const merged = { ...glossary };
  for (const [source, target] of Object.entries(terms)) {
    if (Object.keys(merged).length >= GLOSSARY_MAX) break;
    if (!(source in merged)) merged[source] = target;
  }
  return merged;
}
