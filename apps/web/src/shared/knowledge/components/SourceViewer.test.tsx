import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { fakeKnowledgeServer, sourceDetail, sourceView } from '../testing/fake-knowledge-server.ts';
import { renderKnowledge } from '../testing/render.tsx';
import { SourceViewer } from './SourceViewer.tsx';

const original = 'The river starts in the mountains. It flows east for 6300 km. It ends at the sea near Shanghai.';
const passage = (ordinal: number, start: number, end: number, page: number | null = null) => ({
  ordinal,
  start,
  end,
  page,
  text: original.slice(start, end),
});
// Two passages that share "It flows east for 6300 km." — the overlap the chunker leaves.
const passages = [passage(0, 0, 61, 1), passage(1, 35, 95, 2)];

function open(target?: Parameters<typeof SourceViewer>[0]['passage']) {
  const server = fakeKnowledgeServer();
  const view = sourceView({ id: 's1', name: 'River notes' });
  server.on('cli/knowledge/v1/get', () => ({ code: 200, data: sourceDetail(view, passages) }));
  renderKnowledge(<SourceViewer sourceId="s1" onClose={() => undefined} passage={target} />);
  return server;
}

afterEach(() => vi.unstubAllGlobals());

describe('source viewer', () => {
  it('rebuilds the text from overlapping passages, showing the shared part once', async () => {
    const server = open();
    const text = await screen.findByTestId('source-text');
    expect(text.textContent).toBe(original);
    expect(server.callsTo('cli/knowledge/v1/get')[0]!.query.get('id')).toBe('s1');
    expect(screen.getByText('River notes')).toBeTruthy();
    expect(screen.queryByTestId('cited')).toBeNull();
  });

  it('highlights the cited passage by ordinal, scrolls to it and gives it the focus', async () => {
    const scrolled = vi.fn();
    // jsdom has no layout, so no scrollIntoView: lend one for this test.
    Element.prototype.scrollIntoView = scrolled;
    onTestFinished(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });
    open({ ordinal: 1 });
    await screen.findByTestId('source-text');
    const marks = screen.getAllByTestId('cited');
    expect(marks.map((mark) => mark.textContent).join('')).toBe(original.slice(35));
    await waitFor(() => expect(scrolled).toHaveBeenCalled());
    expect(document.activeElement).toBe(marks[0]);
    expect(screen.getByText('Page 2')).toBeTruthy();
  });

  it('highlights exactly a span given by offsets', async () => {
    open({ start: 35, end: 61 });
    await screen.findByTestId('source-text');
    expect(
      screen
        .getAllByTestId('cited')
        .map((mark) => mark.textContent)
        .join(''),
    ).toBe('It flows east for 6300 km.');
  });
});
