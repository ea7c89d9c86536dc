import fs from 'node:fs';
import path from 'node:path';

/**
 * The retrieval bench's evaluation set (bench/data/retrieval/, see its README): passages and
 * questions in Chinese and English, each question naming the passage(s) that answer it.
 */
export type Lang = 'zh' | 'en';
export const LANGS: readonly Lang[] = ['zh', 'en'];
export type Passage = { id: string; topic: string; text: string };
export type Question = { id: string; question: string; answers: string[] };
export type EvalSet = Record<Lang, { passages: Passage[]; questions: Question[] }>;

export const DATA_DIR = path.resolve(import.meta.dirname, '../data/retrieval');

const read = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(DATA_DIR, file), 'utf8')) as T;

export function loadEvalSet(): EvalSet {
  const set = {} as EvalSet;
  for (const lang of LANGS) {
    set[lang] = { passages: read(`passages.${lang}.json`), questions: read(`questions.${lang}.json`) };
  }
  return set;
}

// Counted the way the README promises: English in words, Chinese in Han characters.
export const passageLength = (lang: Lang, text: string) =>
  lang === 'en' ? text.split(/\s+/).filter(Boolean).length : (text.match(/\p{Script=Han}/gu) ?? []).length;
export const LENGTH_RANGE: Record<Lang, [number, number]> = { en: [80, 300], zh: [100, 400] };

/**
 * What is wrong with the set, if anything: duplicate ids, answers naming no passage (or a
 * passage of the other language), passages out of their length range, too few of either.
 * The bench refuses a broken set rather than print recall over it.
 */
export function problemsOf(set: EvalSet, minimum = { passages: 150, questions: 50 }): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const lang of LANGS) {
    const { passages, questions } = set[lang];
    if (passages.length < minimum.passages) problems.push(`${lang}: ${passages.length} passages`);
    if (questions.length < minimum.questions) problems.push(`${lang}: ${questions.length} questions`);
    const own = new Set(passages.map((passage) => passage.id));
    for (const item of [...passages, ...questions]) {
      if (ids.has(item.id)) problems.push(`duplicate id ${item.id}`);
      ids.add(item.id);
    }
    for (const passage of passages) {
      const length = passageLength(lang, passage.text);
      const [low, high] = LENGTH_RANGE[lang];
      if (length < low || length > high) problems.push(`${passage.id}: length ${length}`);
    }
    for (const question of questions) {
      if (!question.answers.length) problems.push(`${question.id}: no answer`);
      for (const answer of question.answers) {
        if (!own.has(answer)) problems.push(`${question.id}: answer ${answer} is not a ${lang} passage`);
      }
    }
  }
  return problems;
}
