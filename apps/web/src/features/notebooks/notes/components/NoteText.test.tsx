import type { Source } from '@inkstone/contract/chat';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RenderMarkdownContext, type RenderMarkdown } from '../model/markdown-slot.ts';
import { NoteText } from './NoteText.tsx';

const citations: Source[] = [{ index: 1, title: 'Tea notes', sourceId: 'tea', ordinal: 0 }];

describe('NoteText', () => {
  it('hands the note to the renderer the page put in, with its citations and their action', () => {
    const renderMarkdown = vi.fn<RenderMarkdown>(({ text }) => <p>rendered: {text}</p>);
    const onOpen = vi.fn();
    render(
      <RenderMarkdownContext value={renderMarkdown}>
        <NoteText content={'| a |\n|---|\n| 1 |'} citations={citations} onOpenCitation={onOpen} />
      </RenderMarkdownContext>,
    );
    expect(screen.getByText(/rendered:/).textContent).toContain('| a |');
    expect(renderMarkdown).toHaveBeenCalledWith({
      text: '| a |\n|---|\n| 1 |',
      sources: citations,
      onCitation: onOpen,
    });
  });

  it('without one, reads the note with the small reader', () => {
    render(<NoteText content={'# Title\n\nGreen tea [1]'} citations={citations} onOpenCitation={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Title' })).toBeTruthy();
  });
});
