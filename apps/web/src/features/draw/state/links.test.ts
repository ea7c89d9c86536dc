import { describe, expect, it } from 'vitest';
import { linkSegments, safeHref } from './links.ts';

describe('refusal links', () => {
  it('turns Markdown links and bare addresses into links', () => {
    expect(
      linkSegments('Not sent. See the [Terms of Service](/legal/terms.en.html) or https://example.com/help.'),
    ).toEqual([
      { kind: 'text', text: 'Not sent. See the ' },
      { kind: 'link', text: 'Terms of Service', href: '/legal/terms.en.html' },
      { kind: 'text', text: ' or ' },
      { kind: 'link', text: 'https://example.com/help', href: 'https://example.com/help' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('leaves links of other kinds as text', () => {
    const segments = linkSegments('[click](javascript:void0) [data](data:text/html,hi) [away](//evil.example)');
    expect(segments).toEqual([{ kind: 'text', text: 'click data away' }]);
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('JAVASCRIPT:alert(1)')).toBeNull();
    expect(safeHref('//evil.example/x')).toBeNull();
    expect(safeHref('/\\evil.example')).toBeNull();
    expect(safeHref('https://ok.example/a')).toBe('https://ok.example/a');
  });

  it('adds the links that came beside the text, once', () => {
    const segments = linkSegments('See the [Terms](/legal/terms.en.html).', [
      { text: 'Terms', href: '/legal/terms.en.html' },
      { text: 'Help', href: '/help' },
      { text: 'Bad', href: 'javascript:void(0)' },
    ]);
    expect(segments.filter((segment) => segment.kind === 'link')).toEqual([
      { kind: 'link', text: 'Terms', href: '/legal/terms.en.html' },
      { kind: 'link', text: 'Help', href: '/help' },
    ]);
  });
});
