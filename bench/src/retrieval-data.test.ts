import { describe, expect, it } from 'vitest';
import { LANGS, loadEvalSet, passageLength, problemsOf, type EvalSet } from './retrieval-data.ts';

const set = loadEvalSet();

describe('retrieval evaluation set', () => {
  it('has no problems: unique ids, answers that exist in their own language, lengths in range', () => {
    expect(problemsOf(set)).toEqual([]);
  });

  it('holds at least 300 passages and 100 questions, split evenly between Chinese and English', () => {
    expect(set.zh.passages.length + set.en.passages.length).toBeGreaterThanOrEqual(300);
    expect(set.zh.questions.length + set.en.questions.length).toBeGreaterThanOrEqual(100);
    expect(set.zh.passages.length).toBe(set.en.passages.length);
    expect(set.zh.questions.length).toBe(set.en.questions.length);
  });

  it('is written in the language its file says', () => {
    for (const lang of LANGS) {
      for (const item of [...set[lang].passages.map((p) => p.text), ...set[lang].questions.map((q) => q.question)]) {
        expect(/\p{Script=Han}/u.test(item), item).toBe(lang === 'zh');
      }
    }
  });

  it('spreads the passages over the eight topics', () => {
    for (const lang of LANGS) expect(new Set(set[lang].passages.map((p) => p.topic)).size).toBe(8);
  });

  it('reports what a broken set gets wrong', () => {
    const broken: EvalSet = structuredClone(set);
    broken.zh.passages.push({ ...broken.zh.passages[0]! });
    broken.en.questions[0]!.answers = ['zh-geo-01'];
    broken.en.passages[1]!.text = 'Too short.';
    broken.zh.questions = broken.zh.questions.slice(0, 10);
    const problems = problemsOf(broken);
    expect(problems).toContain(`duplicate id ${set.zh.passages[0]!.id}`);
    expect(problems).toContain(`${set.en.questions[0]!.id}: answer zh-geo-01 is not a en passage`);
    expect(problems).toContain(`${set.en.passages[1]!.id}: length 2`);
    expect(problems).toContain('zh: 10 questions');
  });

  it('counts English in words and Chinese in Han characters', () => {
    expect(passageLength('en', 'Refunds are issued within 14 days.')).toBe(6);
    expect(passageLength('zh', '微信支付 WeChat Pay，2024年。')).toBe(5);
  });
});
