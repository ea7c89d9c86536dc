import { render, waitFor } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MarkdownAllowed } from './first-paint.ts';
import { Markdown } from './Markdown.tsx';
import { preloadMarkdown } from './modules.ts';

describe('answers in a list painting its first rows', () => {
  it('show as plain text even with the renderer loaded, then as Markdown', { timeout: 20_000 }, async () => {
    await preloadMarkdown();
    const answer = (allowed: boolean) => (
      <MarkdownAllowed value={allowed}>
        <Markdown text={'Some **bold** words'} />
      </MarkdownAllowed>
    );
    const { container, rerender } = render(answer(false));
    expect(container.querySelector('strong')).toBeNull();
    expect(container.textContent).toBe('Some **bold** words');
    rerender(answer(true));
    await waitFor(() => expect(container.querySelector('strong')?.textContent).toBe('bold'));
  });
});

describe('rendered answers kept across KaTeX arriving', () => {
  it('keeps the tree of an answer without math, and typesets one with math', { timeout: 20_000 }, async () => {
    const { renderMarkdown, setKatexPass } = await import('./render.tsx');
    const { katexPass } = await import('./katex-pass.ts');
    const before = renderMarkdown('A *plain* answer', false);
    setKatexPass(katexPass);
    // Parsed once: the same elements, so React skips the whole subtree when the row comes back.
    expect(renderMarkdown('A *plain* answer', false)).toBe(before);
    expect(renderToStaticMarkup(renderMarkdown('Area $a^2$', false))).toContain('class="katex"');
  });
});
