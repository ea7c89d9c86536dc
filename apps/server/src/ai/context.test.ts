import { expect, it } from 'vitest';
import { selectContext } from './context.ts';

const doc = (id: string, text: string) => ({ id, title: `Title ${id}`, text });

it('includes everything when it fits, numbering documents as listed', () => {
  const selection = selectContext([doc('a', 'Alpha text.'), doc('b', 'Beta text.')], 'anything');
  expect(selection.prompt).toContain('[1] Title a\nAlpha text.');
  expect(selection.prompt).toContain('[2] Title b\nBeta text.');
  expect(selection.sources).toEqual([
    { title: 'Title a', documentId: 'a' },
    { title: 'Title b', documentId: 'b' },
  ]);
});

it('prefers the passages that match the question when over budget, and keeps document order within a document', () => {
  const filler = Array.from({ length: 40 }, (_, i) => `Filler sentence number ${i} about nothing much.`).join(' ');
  const long = doc('long', `${filler}\n\nThe secret code is 7731.\n\n${filler}`);
  const selection = selectContext(
    [long, doc('other', 'Unrelated notes about lunch.')],
    'What is the secret code?',
    800,
  );
  expect(selection.prompt).toContain('The secret code is 7731.');
  expect(selection.prompt.length).toBeLessThan(1200);
});

it('still gives the opening of a document to a question that matches no words ("summarise this")', () => {
  const selection = selectContext([doc('a', 'Quarterly revenue rose. Costs fell.')], 'summarise this', 1000);
  expect(selection.prompt).toContain('Quarterly revenue rose.');
});

it('ignores empty documents and gives no prompt without documents', () => {
  expect(selectContext([], 'q')).toEqual({ prompt: '', sources: [] });
  expect(selectContext([doc('a', '   ')], 'q')).toEqual({ prompt: '', sources: [] });
});
