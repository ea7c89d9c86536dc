import type { LanguageModel, StreamPart } from '../../apps/server/src/ai/types.ts';

/** What the fake translator makes of a paragraph: Chinese of about the length a model would write. */
const translationOf = (text: string) => '保持版面的翻译，'.repeat(Math.max(1, Math.round(text.length / 24)));

/**
 * An instant translator: it answers each batch as the job asks a model to (JSON, one translation
 * per paragraph, a glossary term) in a single text part, so the bench times the job's own work
 * (batching, prompts, parsing the answer, writing the page) and none of a model's.
 */
export const instantTranslator: LanguageModel = {
  id: 'bench-instant',
  provider: 'bench',
  upstreamModel: 'bench-instant',
  async *stream(request): AsyncIterable<StreamPart> {
    const last = request.messages.at(-1)?.content ?? '{}';
    const { paragraphs = [] } = JSON.parse(last) as { paragraphs?: string[] };
    const text = JSON.stringify({ translations: paragraphs.map(translationOf), terms: { layout: '版面' } });
    yield { type: 'text', text };
    yield {
      type: 'finish',
      reason: 'stop',
      result: { text, reasoning: '', sources: [], firstTokenMs: 0, durationMs: 0 },
    };
  },
};
