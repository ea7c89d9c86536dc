import type { Source } from '@inkstone/contract/chat';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeKnowledgeServer, sourceDetail, sourceView } from '../testing/fake-knowledge-server.ts';
import { renderKnowledge } from '../testing/render.tsx';
import { CitationChip } from './CitationChip.tsx';

const original = 'First part of the notes. Second part, the one cited.';
const cited: Source = {
  index: 2,
  title: 'Notes',
  sourceId: 's9',
  ordinal: 1,
  start: 25,
  end: 52,
  quote: 'Second part',
};

afterEach(() => vi.unstubAllGlobals());

describe('citation chip', () => {
  it('is a named button that opens the viewer at the cited passage', async () => {
    const server = fakeKnowledgeServer();
    server.on('cli/knowledge/v1/get', () => ({
      code: 200,
      data: sourceDetail(sourceView({ id: 's9', name: 'Notes' }), [
        { ordinal: 0, start: 0, end: 24, page: null, text: original.slice(0, 24) },
        { ordinal: 1, start: 25, end: 52, page: null, text: original.slice(25, 52) },
      ]),
    }));
    renderKnowledge(<CitationChip source={cited} />);
    const chip = screen.getByRole('button', { name: 'Source 2: Notes' });
    // A native button: Enter and Space open it, and it sits in the tab order.
    expect(chip.tagName).toBe('BUTTON');
    expect(chip.textContent).toBe('2');
    expect(server.callsTo('cli/knowledge/v1/get')).toHaveLength(0);

    fireEvent.click(chip);
    expect(await screen.findByRole('dialog')).toBeTruthy();
    const mark = await screen.findByTestId('cited');
    expect(mark.textContent).toBe('Second part, the one cited.');
    expect(server.callsTo('cli/knowledge/v1/get')[0]!.query.get('id')).toBe('s9');
  });

  it('links a web source to its page instead', () => {
    renderKnowledge(<CitationChip source={{ index: 1, title: 'Example', url: 'https://example.com/a' }} number={1} />);
    const link = screen.getByRole('link', { name: 'Source 1: Example' });
    expect(link.getAttribute('href')).toBe('https://example.com/a');
  });
});
