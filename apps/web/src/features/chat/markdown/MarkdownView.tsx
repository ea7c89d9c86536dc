import type { Source } from '@inkstone/contract/chat';
import { useMemo, type ReactElement } from 'react';
import { splitFinished } from './blocks.ts';
import { DraftContext, SourcesContext } from './elements.tsx';
import { Lru } from './lru.ts';
import { renderMarkdown } from './render.tsx';
import { warmCode } from './highlight.ts';

export { setKatexPass } from './render.tsx';

/** An answer rendered ahead of being shown (modules.ts, in idle time): its tree and its code's highlighting. */
export function warmAnswer(text: string, citations: boolean): void {
  renderMarkdown(text, citations);
  warmCode(text);
}

/** Finished blocks of answers being written (a few answers stream at once, at most). */
const blocks = new Lru<string, ReactElement>(200);

/**
 * While an answer streams, its finished blocks are rendered once each and only the tail is
 * parsed again on each update; a finished answer is rendered whole, once (see render.tsx).
 */
function Streaming({ text, citations }: { text: string; citations: boolean }) {
  const { finished, tail } = splitFinished(text);
  return (
    <>
      {finished.map((block, index) => (
        <BlockSlot key={index} element={renderMarkdown(block, citations, blocks)} />
      ))}
      {tail && <DraftContext value>{renderMarkdown(tail, citations, null)}</DraftContext>}
    </>
  );
}

/** A keyed place for a block: the same element again makes React skip the whole subtree. */
function BlockSlot({ element }: { element: ReactElement }) {
  return element;
}

/**
 * The Markdown renderer's chunk: an answer's text as GFM with math, highlighted code and, with
 * `sources`, citation marks linked to the n-th source (numbered from 1).
 */
export function MarkdownView({
  text,
  streaming,
  sources,
}: {
  text: string;
  streaming: boolean;
  sources: readonly Source[];
}) {
  // Sources ordered by their number, so `[n]` finds the n-th one.
  const ordered = useMemo(() => [...sources].sort((a, b) => a.index - b.index), [sources]);
  const citations = sources.length > 0;
  return (
    <SourcesContext value={ordered}>
      {streaming ? <Streaming text={text} citations={citations} /> : renderMarkdown(text, citations)}
    </SourcesContext>
  );
}
