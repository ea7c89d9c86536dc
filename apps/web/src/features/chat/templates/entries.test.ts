import type { UserTemplate } from '@inkstone/contract/prompt-template-api';
import { fillTemplate, missingVariables, templateVariables } from '@inkstone/contract/prompt-template-text';
import { builtinTemplates } from '@inkstone/contract/prompt-templates';
import { describe, expect, it } from 'vitest';
import { filterEntries, initialValues, libraryEntries } from './entries.ts';

const mine: UserTemplate = {
  id: `u${'a'.repeat(32)}`,
  title: 'Haiku',
  description: '',
  text: 'A haiku about {{ subject }} in {{季节}}, not {{bad name}}',
  variables: ['subject', '季节'],
  updatedAt: '2026-11-25T00:00:00.000Z',
};
const groupName = (group: string) => ({ mine: 'My templates', translation: 'Translation' })[group] ?? group;

describe('template variables', () => {
  it('are read once each, in order, any script, spaces in the braces allowed', () => {
    expect(templateVariables('{{a}} {{ b }} {{a}} {{主题}} {{two words}} {{}}')).toEqual(['a', 'b', '主题']);
  });

  it('are filled with trimmed values; a missing one is reported and left as written', () => {
    const text = 'Write about {{ topic }} for {{audience}}.';
    expect(fillTemplate(text, { topic: ' tea ', audience: 'children' })).toBe('Write about tea for children.');
    expect(missingVariables(text, { topic: 'tea', audience: '  ' })).toEqual(['audience']);
    expect(fillTemplate(text, { topic: 'tea' })).toBe('Write about tea for {{audience}}.');
  });

  it('are the same in both languages of every built-in template, each labelled', () => {
    expect(builtinTemplates.length).toBeGreaterThanOrEqual(20);
    for (const template of builtinTemplates) {
      const names = Object.keys(template.variables).sort();
      expect(templateVariables(template.text.en).sort(), template.id).toEqual(names);
      expect(templateVariables(template.text.zh_CN).sort(), template.id).toEqual(names);
    }
  });
});

describe('the library', () => {
  it("lists the reader's own first, then the built-in ones by category, in the reader's language", () => {
    const entries = libraryEntries('zh_CN', [mine]);
    expect(entries[0]).toMatchObject({ group: 'mine', title: 'Haiku' });
    expect(entries[0]!.variables.map((variable) => variable.name)).toEqual(['subject', '季节']);
    const translate = entries.find((entry) => entry.id === 'translation.translate')!;
    expect(translate).toMatchObject({ title: '翻译', group: 'translation' });
    expect(translate.variables).toEqual([
      { name: 'language', label: '目标语言', long: false },
      { name: 'text', label: '文本', long: true },
    ]);
  });

  it('filters by title, description, category or the other language, case aside', () => {
    const entries = libraryEntries('en', [mine]);
    const ids = (query: string) => filterEntries(entries, query, groupName).map((entry) => entry.id);
    expect(ids('haiku')).toEqual([mine.id]);
    expect(ids('TRANSLAT')).toContain('translation.compare');
    expect(ids('翻译')).toEqual(['translation.translate']);
    expect(ids('my templ')).toEqual([mine.id]);
    expect(ids('nothing like it')).toEqual([]);
    expect(ids('')).toHaveLength(entries.length);
  });

  it('puts what was typed beside the `/` into the field for the text', () => {
    const entries = libraryEntries('en', []);
    const translate = entries.find((entry) => entry.id === 'translation.translate')!;
    expect(initialValues(translate, ' Bonjour ')).toEqual({ language: '', text: 'Bonjour' });
    const outline = entries.find((entry) => entry.id === 'writing.outline')!;
    expect(initialValues(outline, 'tea')).toEqual({ topic: '', audience: '' });
    const notes = entries.find((entry) => entry.id === 'work.summary')!;
    expect(initialValues(notes, 'we met')).toEqual({ notes: 'we met' });
  });
});
