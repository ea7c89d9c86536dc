import type { Source } from '@inkstone/contract/chat';
import type { Language } from '@inkstone/contract/edition';
import { formatMessage } from '@inkstone/contract/messages';
import type { MindMap, MindMapNode, StudioKind } from '@inkstone/contract/notebook-notes';
import { asPlainText } from '../../ai/offline/plain.ts';
import { citationList, topKeywords, unitsOf, type StudioSource, type Unit } from './studio-material.ts';

/**
 * The studio without a model (demo mode, DESIGN.md §4): honest extractive versions built from
 * the sources' own sentences, each quoted as written and cited, under a notice that says they
 * were extracted. Nothing here is made up: no sentence appears that is not in a source.
 */
export type StudioOutput = { content: string; citations: Source[] };

const SUMMARY_SENTENCES = 3;
const FAQ_MAX = 12;
const TERMS = 8;
const KEY_SENTENCES = 6;
const BRIEFING_MAX = 8;
const TIMELINE_MAX = 40;
const MAP_KEYWORDS = 5;
const MAP_HEADINGS = 12;

export function extractStudio(
  kind: StudioKind,
  sources: StudioSource[],
  language: Language,
  notebookName: string,
): StudioOutput {
  const notice = formatMessage(language, 'notebook.studioOffline');
  const cites = citationList();
  const say = (key: Parameters<typeof formatMessage>[1]) => formatMessage(language, key);
  const quote = (unit: Unit) => `${asPlainText(unit.text)} [${cites.cite(unit.source, unit.passage)}]`;
  const read = sources.map((source) => ({ source, units: unitsOf(source) }));
  const sentences = (units: Unit[]) => units.filter((unit) => unit.kind === 'sentence');

  if (kind === 'mindMap') {
    const map = mindMap(read, clip(notebookName), notice);
    for (const { source, units } of read) if (units[0]) cites.cite(source, units[0].passage);
    return { content: JSON.stringify(map), citations: cites.citations() };
  }

  const body: string[] = [];
  switch (kind) {
    case 'summary':
      for (const { source, units } of read) {
        body.push(
          `### ${asPlainText(source.name)}`,
          ...sentences(units).slice(0, SUMMARY_SENTENCES).map(bullet(quote)),
        );
      }
      break;
    case 'faq': {
      const pairs = read.flatMap(({ units }) => questionsOf(units)).slice(0, FAQ_MAX);
      for (const { question, answers } of pairs) {
        body.push(`### ${asPlainText(question.text)}`, answers.map(quote).join(' '));
      }
      if (!pairs.length) {
        body.push(
          `### ${say('notebook.studio.keySentences')}`,
          ...keySentences(read, KEY_SENTENCES).map(bullet(quote)),
        );
      }
      break;
    }
    case 'studyGuide': {
      body.push(`## ${say('notebook.studio.keyTerms')}`);
      // Each source's own main words, so one long source does not take every term.
      const perSource = Math.max(3, Math.ceil(TERMS / read.length));
      for (const { source, units } of read) {
        const own = sentences(units);
        for (const term of mainWords(source, own, perSource)) {
          const defining = own.find((unit) => unit.text.toLowerCase().includes(term));
          if (defining) body.push(`- **${asPlainText(term)}** — ${quote(defining)}`);
        }
      }
      body.push(`## ${say('notebook.studio.keySentences')}`);
      const each = Math.max(2, Math.ceil(KEY_SENTENCES / read.length));
      for (const source of read) body.push(...keySentences([source], each).map(bullet(quote)));
      const questions = read.flatMap(({ units }) => questionsOf(units)).slice(0, FAQ_MAX);
      if (questions.length) {
        body.push(`## ${say('notebook.studio.questions')}`, ...questions.map(({ question }) => `- ${quote(question)}`));
      }
      break;
    }
    case 'briefing':
      for (const { source, units } of read) {
        body.push(
          `### ${asPlainText(source.name)}`,
          ...sectionOpenings(units).slice(0, BRIEFING_MAX).map(bullet(quote)),
        );
      }
      break;
    case 'timeline': {
      const dated = read
        .flatMap(({ units }) => sentences(units))
        .flatMap((unit) => {
          const date = dateIn(unit.text);
          return date ? [{ unit, date }] : [];
        })
        .sort((a, b) => a.date.sortKey - b.date.sortKey)
        .slice(0, TIMELINE_MAX);
      body.push(...dated.map(({ unit, date }) => `- **${asPlainText(date.label)}** — ${quote(unit)}`));
      if (!dated.length) body.push(say('notebook.studio.noDates'));
      break;
    }
  }
  // Blocks apart by a blank line; the items of a list kept together (a tight list).
  const content = [`> ${notice}`, ...body].join('\n\n').replace(/\n\n(?=- )/g, '\n');
  return { content, citations: cites.citations() };
}

/**
 * A source's main words: its digest's topics that its sentences use (so each term has a
 * sentence to show it in), else the most frequent words of those sentences.
 */
function mainWords(source: StudioSource, units: Unit[], count: number): string[] {
  const text = units.map((unit) => unit.text.toLowerCase()).join('\n');
  const topics = (source.topics ?? []).map((topic) => topic.toLowerCase()).filter((topic) => text.includes(topic));
  return topics.length ? topics.slice(0, count) : topKeywords(text, count);
}

const bullet = (quote: (unit: Unit) => string) => (unit: Unit) => `- ${quote(unit)}`;

const QUESTION = /[?？]\s*$/;

/** Questions the sources ask (headings or sentences ending in ?), each with the sentences that follow it. */
function questionsOf(units: Unit[]): { question: Unit; answers: Unit[] }[] {
  const pairs: { question: Unit; answers: Unit[] }[] = [];
  units.forEach((unit, i) => {
    if (!QUESTION.test(unit.text)) return;
    const answers: Unit[] = [];
    for (const next of units.slice(i + 1)) {
      if (next.kind === 'heading' || QUESTION.test(next.text) || answers.length === 2) break;
      answers.push(next);
    }
    if (answers.length) pairs.push({ question: unit, answers });
  });
  return pairs;
}

/** The sentences that hold most of the sources' main words, in reading order. */
function keySentences(read: { units: Unit[] }[], count: number): Unit[] {
  const all = read.flatMap(({ units }) => units.filter((unit) => unit.kind === 'sentence'));
  const keywords = topKeywords(all.map((unit) => unit.text).join('\n'), 12);
  const scored = all.map((unit, order) => {
    const text = unit.text.toLowerCase();
    return { unit, order, score: keywords.filter((word) => text.includes(word)).length };
  });
  return scored
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, count)
    .sort((a, b) => a.order - b.order)
    .map((entry) => entry.unit);
}

/** The first sentence under each heading, and the source's very first sentence. */
function sectionOpenings(units: Unit[]): Unit[] {
  const openings: Unit[] = [];
  let open = true;
  for (const unit of units) {
    if (unit.kind === 'heading') open = true;
    else if (open) {
      openings.push(unit);
      open = false;
    }
  }
  // A source without headings: its leading sentences stand for its sections.
  return openings.length > 1 ? openings : units.filter((unit) => unit.kind === 'sentence').slice(0, 4);
}

const MONTHS = 'january february march april may june july august september october november december'.split(' ');
const EN_MONTH = `(${MONTHS.join('|')}|${MONTHS.map((month) => month.slice(0, 3)).join('|')})\\.?`;
const DATES: { pattern: RegExp; read(match: RegExpExecArray): { y: number; m: number; d: number } }[] = [
  // 1957年10月15日, 1957年10月, 1957年
  {
    pattern: /(\d{4})\s*年(?:\s*(\d{1,2})\s*月(?:\s*(\d{1,2})\s*[日号])?)?/,
    read: (m) => ({ y: Number(m[1]), m: Number(m[2] ?? 0), d: Number(m[3] ?? 0) }),
  },
  // 1957-10-15, 1957/10/15
  { pattern: /\b(\d{4})[-/](\d{1,2})[-/](\d{1,2})\b/, read: (m) => ({ y: +m[1]!, m: +m[2]!, d: +m[3]! }) },
  // 15 October 1957, October 15, 1957, October 1957
  {
    pattern: new RegExp(`\\b(?:(\\d{1,2})\\s+)?${EN_MONTH}(?:\\s+(\\d{1,2}))?,?\\s+(\\d{4})\\b`, 'i'),
    read: (m) => ({
      y: Number(m[4]),
      m: monthNumber(m[2]!),
      d: Number(m[1] ?? m[3] ?? 0),
    }),
  },
  // A year standing alone: 1000–2099, not part of a longer number (3.1415, 2.2024.1); a full stop may end it.
  { pattern: /(?<!\d|\d[.,])(1\d{3}|20\d{2})(?!\d|[.,]\d)/, read: (m) => ({ y: Number(m[1]), m: 0, d: 0 }) },
];

function monthNumber(name: string): number {
  const prefix = name.toLowerCase().slice(0, 3);
  return MONTHS.findIndex((month) => month.startsWith(prefix)) + 1;
}

/** The first date a sentence names, as written, with a key that sorts it (year, then month, then day). */
export function dateIn(text: string): { label: string; sortKey: number } | null {
  for (const { pattern, read } of DATES) {
    const match = pattern.exec(text);
    if (!match) continue;
    const { y, m, d } = read(match);
    if (y < 1000 || y > 2999 || m > 12 || d > 31) continue;
    return { label: match[0].trim(), sortKey: y * 10_000 + m * 100 + d };
  }
  return null;
}

/** Sources → their headings → their main words; a source without headings → its main words. */
function mindMap(read: { source: StudioSource; units: Unit[] }[], title: string, notice: string): MindMap {
  const leaves = (text: string): MindMapNode[] =>
    topKeywords(text, MAP_KEYWORDS).map((word) => ({ title: word, children: [] }));
  const children = read.map(({ source, units }): MindMapNode => {
    const sections: { heading: string; text: string[] }[] = [];
    for (const unit of units) {
      if (unit.kind === 'heading') sections.push({ heading: unit.text, text: [] });
      else sections.at(-1)?.text.push(unit.text);
    }
    return {
      title: clip(source.name),
      children: sections.length
        ? sections.slice(0, MAP_HEADINGS).map((section) => ({
            title: clip(section.heading),
            children: leaves(section.text.join('\n')),
          }))
        : mainWords(source, units, MAP_KEYWORDS).map((word) => ({ title: clip(word), children: [] })),
    };
  });
  return { title, children, notice };
}

const clip = (text: string) => (text.length > 200 ? `${text.slice(0, 199)}…` : text);
