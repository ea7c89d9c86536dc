import type { Source } from '@inkstone/contract/chat';
import type { SourceDetail } from '@inkstone/contract/knowledge-api';
import { splitSentences } from '../../ai/lexical/passages.ts';
import { tokenize } from '../../ai/lexical/tokenize.ts';

/**
 * What the studio works from: the selected sources with their learned passages, read into
 * headings and sentences (each knowing its passage, so whatever quotes it can cite it).
 */
export type Passage = SourceDetail['passages'][number];
export type StudioSource = {
  id: string;
  name: string;
  passages: Passage[];
  /** The source's key words from its digest (Chinese by jieba's TF-IDF), when the knowledge engine gives them. */
  topics?: string[];
};

export type Unit = { kind: 'heading' | 'sentence'; text: string; source: StudioSource; passage: Passage };

const HEADING = /^ {0,3}#{1,6}\s+(.+?)\s*#*\s*$/;

/**
 * A source's headings and sentences in reading order. Passages overlap by a few sentences (so
 * a fact spanning a cut is whole in one of them): a sentence already read is not read again.
 */
export function unitsOf(source: StudioSource): Unit[] {
  const units: Unit[] = [];
  const seen = new Set<string>();
  for (const passage of source.passages) {
    let paragraph: string[] = [];
    const flush = () => {
      for (const sentence of splitSentences(paragraph.join('\n'))) {
        const key = sentence.toLowerCase();
        if (seen.has(key)) continue;
        seen.add(key);
        units.push({ kind: 'sentence', text: sentence, source, passage });
      }
      paragraph = [];
    };
    for (const line of passage.text.split('\n')) {
      const heading = HEADING.exec(line);
      if (!heading) {
        paragraph.push(line);
        continue;
      }
      flush();
      const key = `# ${heading[1]!.toLowerCase()}`;
      if (seen.has(key)) continue;
      seen.add(key);
      units.push({ kind: 'heading', text: heading[1]!, source, passage });
    }
    flush();
  }
  return units;
}

const words = new Intl.Segmenter('zh', { granularity: 'word' });

/** Words that carry meaning: no single letters or characters, no bare numbers. */
const meaningful = (word: string) => word.length >= 2 && !/^[\p{N}.,]+$/u.test(word);

/**
 * The most frequent meaningful words of a text (lowercased, as first written), first seen
 * first among equals. Words are counted by their search token (lexical/tokenize.ts: stop
 * words out, "bridges" counts as "bridge"); a word inside (or around) one already chosen is
 * skipped, so 长江大桥 does not also bring 长江 and 大桥.
 */
export function topKeywords(text: string, count: number): string[] {
  const frequency = new Map<string, { n: number; first: number; word: string }>();
  let position = 0;
  for (const part of words.segment(text.normalize('NFKC'))) {
    if (!part.isWordLike) continue;
    const word = part.segment.toLowerCase();
    const token = tokenize(word)[0];
    if (!token || !meaningful(word)) continue;
    const entry = frequency.get(token);
    if (entry) entry.n += 1;
    else frequency.set(token, { n: 1, first: position++, word });
  }
  const ranked = [...frequency.values()].sort((a, b) => b.n - a.n || a.first - b.first);
  const chosen: string[] = [];
  for (const { word } of ranked) {
    if (chosen.length >= count) break;
    if (chosen.some((picked) => picked.includes(word) || word.includes(picked))) continue;
    chosen.push(word);
  }
  return chosen;
}

/** How a cited passage is named: its source, and its page when it has one. */
export const passageTitle = (source: StudioSource, passage: Passage) =>
  passage.page ? `${source.name} · p. ${passage.page}` : source.name;

/** Where a passage sits, as a citation points at it. */
export const passageCitation = (source: StudioSource, passage: Passage) => ({
  sourceId: source.id,
  page: passage.page,
  ordinal: passage.ordinal,
  start: passage.start,
  end: passage.end,
  quote: passage.text,
});

/**
 * Numbers the passages a note quotes, from 1 in order of first use, as the chat's sources are
 * numbered: `cite(passage)` answers the `[n]` to write, `citations()` the list to store.
 */
export function citationList() {
  const numbers = new Map<string, number>();
  const list: Source[] = [];
  return {
    cite(source: StudioSource, passage: Passage): number {
      const key = `${source.id}:${passage.ordinal}`;
      let index = numbers.get(key);
      if (index === undefined) {
        index = list.length + 1;
        numbers.set(key, index);
        list.push({ index, title: passageTitle(source, passage), ...passageCitation(source, passage) });
      }
      return index;
    },
    citations: () => list,
  };
}
