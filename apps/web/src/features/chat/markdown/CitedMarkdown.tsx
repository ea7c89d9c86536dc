import type { Source } from '@inkstone/contract/chat';
import { CiteActionContext } from './cite-action.ts';
import { Markdown } from './Markdown.tsx';

/**
 * The chat's Markdown for text that is not an answer (a notebook's notes, put in by the app):
 * the same lazily loaded renderer, with `[n]` marks that call `onCitation` with the n-th source.
 */
export function CitedMarkdown({
  text,
  sources,
  onCitation,
}: {
  text: string;
  sources: readonly Source[];
  onCitation: (source: Source) => void;
}) {
  return (
    <CiteActionContext value={onCitation}>
      <Markdown text={text} sources={sources} />
    </CiteActionContext>
  );
}
