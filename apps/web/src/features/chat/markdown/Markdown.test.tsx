import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Markdown } from './Markdown.tsx';

describe('Markdown answers', () => {
  it('renders GFM: tables, task lists, strikethrough and autolinks', () => {
    const { container } = render(
      <Markdown text={'| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done\n\n~~old~~ see https://example.com'} />,
    );
    expect(container.querySelector('table td')?.textContent).toBe('1');
    expect(container.querySelector('input[type="checkbox"]')).not.toBeNull();
    expect(container.querySelector('del')?.textContent).toBe('old');
    const link = screen.getByRole('link', { name: 'https://example.com' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('never renders raw HTML or unsafe links from the text', () => {
    const { container } = render(
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
    const { container } = render(<Markdown text={'```ts\nconst answer: number = 42;\n```'} />);
    expect(container.querySelector('code.hljs.language-ts .hljs-keyword')?.textContent).toBe('const');
    expect(screen.getByText('ts')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('const answer: number = 42;\n'));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
    vi.unstubAllGlobals();
  });

  it('typesets math written with dollars or brackets', () => {
    const { container } = render(<Markdown text={'Inline $a^2$ and \\(b^2\\).\n\n$$\nc^2\n$$'} />);
    expect(container.querySelectorAll('.katex').length).toBe(3);
    expect(container.querySelector('.katex-display')).not.toBeNull();
  });

  it('links citation marks to the numbered sources, outside code, only when there are sources', () => {
    const sources = [
      { index: 2, title: 'Second', url: 'https://two.example' },
      { index: 1, title: 'First', url: 'https://one.example' },
    ];
    const { container, rerender } = render(
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
});
