import { TfIdf } from '@node-rs/jieba';
import { idf } from '@node-rs/jieba/dict.js';
import type { SourceDigest } from '@inkstone/contract/knowledge-api';
import { STOP_WORDS } from '../../ai/lexical/tokenize.ts';
import { jieba } from './segment.ts';

/**
 * A source at a glance, made from its own words: its leading sentences and its key topics.
 * No model writes it, so it can never say what the source does not; the viewer labels it as
 * extracted. Worked out when a source is opened, over its first READ characters (keywords of
 * a long book come from its opening chapters).
 */
const READ = 200_000;
const SUMMARY_SENTENCES = 3;
const SUMMARY_CHARS = 320;
const TOPICS = 8;

// Words frequent in any English text that the search's list leaves in (it keeps them for phrases).
const TOPIC_STOP = new Set(
  (
    'about after all also any been before between both could each even first had into just like made make more ' +
    'most must new not now one only other our over same should since some such than through two under up upon ' +
    'use used using very way well would yes no out may might also here'
  ).split(' '),
);

const tfIdf = TfIdf.withDict(idf);
const sentences = new Intl.Segmenter('zh', { granularity: 'sentence' });
const HAN = /\p{Script=Han}/u;
const HAN_ALL = /\p{Script=Han}/gu;
const LATIN_WORD = /\p{Script=Latin}[\p{Script=Latin}'-]{2,}/gu;
// Markdown structure the loaders write (headings, tables, rules, list marks, emphasis, links).
const HEADING_OR_TABLE = /^\s*(#|\||-{3,}|={3,}|!\[)/;
const MARKS = /^\s*(?:[-*+>]|\d+[.)])\s+|[*_`]+|\[([^\]]*)\]\([^)]*\)/g;

export function digestOf(passages: readonly { text: string }[]): SourceDigest {
  let text = '';
  for (const passage of passages) {
    if (text.length >= READ) break;
    text += `${passage.text}\n`;
  }
  text = text.slice(0, READ);
  return { summary: leadingSentences(text), topics: keyTopics(text) };
}

/** The first sentences of running text: headings, tables and list marks are passed over. */
function leadingSentences(text: string): string {
  const prose = text
    .split('\n')
    .filter((line) => line.trim() && !HEADING_OR_TABLE.test(line))
    .map((line) => line.replace(MARKS, '$1').trim())
    .join(' ');
  let summary = '';
  let count = 0;
  for (const { segment } of sentences.segment(prose)) {
    const sentence = segment.trim();
    if (!sentence) continue;
    if (summary && summary.length + sentence.length > SUMMARY_CHARS) break;
    summary += (summary && !HAN.test(sentence[0]!) ? ' ' : '') + sentence;
    if (++count === SUMMARY_SENTENCES) break;
  }
  return summary.length > SUMMARY_CHARS ? `${summary.slice(0, SUMMARY_CHARS - 1)}…` : summary;
}

/**
 * Chinese topics by TF-IDF against jieba's corpus statistics; English ones by frequency
 * without function words (jieba gives Latin words its median IDF, which would let any
 * English word outrank every Chinese one). The text's main script leads.
 */
function keyTopics(text: string): string[] {
  const han = tfIdf
    .extractKeywords(jieba, text, TOPICS * 2)
    .map(({ keyword }) => keyword)
    .filter((keyword) => HAN.test(keyword) && keyword.length >= 2 && !STOP_WORDS.has(keyword));
  const counts = new Map<string, { word: string; count: number }>();
  for (const [word] of text.matchAll(LATIN_WORD)) {
    const key = word.toLowerCase();
    if (STOP_WORDS.has(key) || TOPIC_STOP.has(key)) continue;
    const seen = counts.get(key);
    if (seen) seen.count += 1;
    else counts.set(key, { word, count: 1 });
  }
  // Ties keep the order of first appearance (Map order and a stable sort).
  const latin = [...counts.values()].sort((a, b) => b.count - a.count).map(({ word }) => word);
  const hanChars = text.match(HAN_ALL)?.length ?? 0;
  const latinChars = [...counts.values()].reduce((sum, { word, count }) => sum + word.length * count, 0);
  const ordered = hanChars * 2 >= latinChars ? [...han, ...latin] : [...latin, ...han];
  return ordered.slice(0, TOPICS);
}
