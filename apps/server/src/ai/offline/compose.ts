import type { Language } from '@inkstone/contract/edition';
import { splitSentences } from '../lexical/passages.ts';
import { rankLexically } from '../lexical/rank.ts';
import { askedPart, lastUserText } from '../prompt.ts';
import type { ContextDocument, Source, StreamRequest } from '../types.ts';
import { phrase, SUGGESTED_KEYS } from './phrases.ts';
import { asPlainText } from './plain.ts';

/**
 * The offline engine's whole "thinking": find the sentences of the user's own documents
 * that share the most words with the question (BM25 over segmented words), quote them with
 * numbered citations, and say plainly that this is a quotation, not a generated answer.
 * When nothing matches, or there is nothing to quote, it says that no AI provider is
 * configured and which variables an operator sets. Same input, same output.
 */
export type Segment = { kind: 'text'; text: string } | { kind: 'source'; source: Omit<Source, 'index'> };

export const MAX_QUOTES = 4;
const MAX_QUOTE_CHARS = 320;

export function composeOfflineAnswer(request: StreamRequest): Segment[] {
  // Quotes are chosen for what is asked; a passage the user quoted is context, not the question.
  const question = askedPart(lastUserText(request.messages));
  const language = request.language ?? guessLanguage(question);
  const documents = (request.documents ?? []).filter((document) => document.text.trim());
  const notConfigured = phrase(language, 'ai.offline.noProvider', { keys: SUGGESTED_KEYS });
  if (documents.length === 0) return [{ kind: 'text', text: notConfigured }];

  const sentences = documents.flatMap((document) => splitSentences(document.text).map((text) => ({ document, text })));
  const quotes = rankLexically(question, sentences, (sentence) => sentence.text, {
    limit: MAX_QUOTES,
    relativeCutoff: 0.3,
  });
  if (quotes.length === 0) {
    return [
      {
        kind: 'text',
        text: `${phrase(language, 'ai.offline.noMatch', { count: documents.length })}\n\n${notConfigured}`,
      },
    ];
  }

  const segments: Segment[] = [{ kind: 'text', text: `${phrase(language, 'ai.offline.fromSources')}\n\n` }];
  const numbers = new Map<ContextDocument, number>();
  for (const { item } of quotes) {
    let number = numbers.get(item.document);
    if (number === undefined) {
      number = numbers.size + 1;
      numbers.set(item.document, number);
      const { id, title, url, citation } = item.document;
      segments.push({
        kind: 'source',
        source: { documentId: id, title, ...(url ? { url } : {}), ...(citation ? { citation } : {}) },
      });
    }
    segments.push({ kind: 'text', text: `- ${asPlainText(clip(item.text))} [${number}]\n` });
  }
  segments.push({ kind: 'text', text: `\n${phrase(language, 'ai.offline.demoNote')}` });
  return segments;
}

/** Used only when the caller did not say: a question with Chinese characters gets Chinese. */
function guessLanguage(question: string): Language {
  return /\p{Script=Han}/u.test(question) ? 'zh_CN' : 'en';
}

function clip(sentence: string): string {
  const chars = [...sentence];
  return chars.length > MAX_QUOTE_CHARS ? `${chars.slice(0, MAX_QUOTE_CHARS).join('')}…` : sentence;
}
