import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Markdown } from './Markdown.tsx';

/** Renders, then waits for the lazily loaded renderer (and KaTeX, for math) to replace the plain text. */
async function renderLoaded(ui: ReactElement) {
  const result = render(ui);
  // The first test pays for transforming the renderer's modules: allow it time.
  await waitFor(() => expect(result.container.querySelector('[data-rendered="true"]')).not.toBeNull(), {
    timeout: 14_000,
  });
  return result;
}

describe('Markdown answers', () => {
  it('renders GFM: tables, task lists, strikethrough and autolinks', async () => {
    const { container } = await renderLoaded(
      <Markdown text={'| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done\n\n~~old~~ see https://example.com'} />,
    );
    expect(container.querySelector('table td')?.textContent).toBe('1');
    expect(container.querySelector('input[type="checkbox"]')).not.toBeNull();
    expect(container.querySelector('del')?.textContent).toBe('old');
    const link = screen.getByRole('link', { name: 'https://example.com' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('never renders raw HTML or unsafe links from the text', async () => {
    const { container } = await renderLoaded(
      <Markdown
        text={
          '<img src=x onerror="alert(1)"><script>alert(2)</script>\n\n' +
          '[click](javascript:alert(3)) <a href="javascript:alert(4)">x</a>'
        }
      />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelectorAll('a')).toHaveLength(0);
    expect(screen.getByText('click').tagName).toBe('SPAN');
    // The HTML is shown as text, not lost.
    expect(container.textContent).toContain('<script>alert(2)</script>');
  });

  it('highlights fenced code and copies it with its button', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('isSecureContext', true);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const { container } = await renderLoaded(<Markdown text={'```ts\nconst answer: number = 42;\n```'} />);
    // Highlighting happens in idle time, once the grammar has loaded.
    await waitFor(() =>
      expect(container.querySelector('code.hljs.language-ts .hljs-keyword')?.textContent).toBe('const'),
    );
    expect(screen.getByText('ts')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('const answer: number = 42;\n'));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
    vi.unstubAllGlobals();
  });

  it('typesets math written with dollars or brackets', async () => {
    const { container } = await renderLoaded(<Markdown text={'Inline $a^2$ and \\(b^2\\).\n\n$$\nc^2\n$$'} />);
    expect(container.querySelectorAll('.katex').length).toBe(3);
    expect(container.querySelector('.katex-display')).not.toBeNull();
  });

  it('links citation marks to the numbered sources, outside code, only when there are sources', async () => {
    const sources = [
      { index: 2, title: 'Second', url: 'https://two.example' },
      { index: 1, title: 'First', url: 'https://one.example' },
    ];
    const { container, rerender } = await renderLoaded(
      <Markdown text={'Fact [1], more [2], unknown [3]; `arr[1]`'} sources={sources} />,
    );
    const marks = container.querySelectorAll('sup');
    expect([...marks].map((mark) => mark.textContent)).toEqual(['1', '2', '3']);
    expect(screen.getByRole('link', { name: '1' }).getAttribute('href')).toBe('https://one.example');
    expect(screen.getByRole('link', { name: '2' }).getAttribute('title')).toBe('Second');
    expect(marks[2]!.querySelector('a')).toBeNull();
    expect(container.querySelector('code')?.textContent).toBe('arr[1]');
    rerender(<Markdown text={'Fact [1]'} />);
    expect(container.querySelector('sup')).toBeNull();
    expect(container.textContent).toBe('Fact [1]');
  });

  it('while streaming, highlights finished code blocks and leaves the one being written plain', async () => {
    const text = '```ts\nconst done = 1;\n```\n\nNow:\n\n```ts\nconst draft = 2';
    const { container } = await renderLoaded(<Markdown text={text} streaming />);
    const blocks = container.querySelectorAll('code.language-ts');
    expect(blocks).toHaveLength(2);
    await waitFor(() => expect(blocks[0]!.querySelector('.hljs-keyword')?.textContent).toBe('const'));
    // Give a (wrongly) scheduled highlight of the draft the time it would take.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(blocks[1]!.querySelector('.hljs-keyword')).toBeNull();
    expect(blocks[1]!.textContent).toBe('const draft = 2\n');
  });
});
