import type { Source } from '@inkstone/contract/chat';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CitedMarkdown } from './CitedMarkdown.tsx';

describe('CitedMarkdown (a notebook note)', () => {
  it('renders tables and links, and a [n] mark opens the n-th source', async () => {
    const onCitation = vi.fn();
    const sources: Source[] = [
      { index: 1, title: 'Tea notes', sourceId: 'tea', ordinal: 2, quote: 'Black tea is oxidized.' },
    ];
    const { container } = render(
      <CitedMarkdown
        text={'| Tea | Oxidized |\n|---|---|\n| Black | yes [1] |\n\nSee [the guide](https://example.com).'}
        sources={sources}
        onCitation={onCitation}
      />,
    );
    await waitFor(() => expect(container.querySelector('[data-rendered="true"]')).not.toBeNull(), { timeout: 14_000 });
    expect(container.querySelector('table td')?.textContent).toBe('Black');
    expect(screen.getByRole('link', { name: 'the guide' }).getAttribute('href')).toBe('https://example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Open source 1: Tea notes' }));
    expect(onCitation).toHaveBeenCalledWith(sources[0]);
  });
});
