import { describe, expect, it } from 'vitest';
import type { WritingDoc } from '@inkstone/contract/writing';
import { DOCUMENT_WINDOW, documentSurroundings } from './document-context.ts';
import { itemsOf } from './items.ts';
import { answerLanguage, languageOfText } from './prompts.ts';

const doc = (content: string) => ({ title: 'Doc', content }) as WritingDoc;

describe('writing tools: the parts around the model call', () => {
  it('lists: titles from list items or lines, the outline from its headings, nothing for other tools', () => {
    expect(itemsOf('titles', '1. 《慢慢喝茶》\n2. **Tea, slowly**\n')).toEqual(['慢慢喝茶', 'Tea, slowly']);
    expect(itemsOf('titles', 'First\n\nSecond')).toEqual(['First', 'Second']);
    expect(itemsOf('wizard.outline', '# Title\n## 一、缘起\n- 要点\n## 二、做法\n')).toEqual([
      'Title',
      '一、缘起',
      '二、做法',
    ]);
    expect(itemsOf('wizard.outline', '- Why\n  - detail\n- How')).toEqual(['Why', 'How']);
    expect(itemsOf('rewrite', '- a\n- b')).toBeUndefined();
  });

  it('language: Chinese text with English terms stays Chinese; translate defaults to the other language', () => {
    expect(languageOfText('我们用 React 和 TypeScript 写前端')).toBe('zh_CN');
    expect(languageOfText('A note with one 字 in it')).toBe('en');
    expect(answerLanguage({ tool: 'translate', text: '你好' })).toBe('en');
    expect(answerLanguage({ tool: 'translate', text: 'Hello' })).toBe('zh_CN');
    expect(answerLanguage({ tool: 'rewrite', text: 'Hello', language: 'zh_CN' })).toBe('zh_CN');
  });

  it('the document: whole when short, a window around the selection when long, the title alone if selected', () => {
    expect(documentSurroundings(doc('Short text. Pick me.'), 'Pick me.').document?.text).toBe('Short text. Pick me.');
    expect(documentSurroundings(doc('All of it.'), 'All of it.').document?.text).toBe('');
    const long = `${'a'.repeat(30_000)}NEEDLE${'b'.repeat(30_000)}`;
    const around = documentSurroundings(doc(long), 'NEEDLE').document!.text;
    expect(around).toContain('NEEDLE');
    expect(around.length).toBeLessThanOrEqual(DOCUMENT_WINDOW + 2);
    expect(around.startsWith('…') && around.endsWith('…')).toBe(true);
  });
});
