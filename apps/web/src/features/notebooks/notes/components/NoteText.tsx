import type { Source } from '@inkstone/contract/chat';
import { useContext, useMemo, type ReactNode } from 'react';
import { readMarkdown, type Inline } from '../model/markdown.ts';
import { RenderMarkdownContext } from '../model/markdown-slot.ts';
import { CitationChip, citationNumber } from './CitationChips.tsx';
import styles from './notes.module.css';

/**
 * A note's Markdown: by the full renderer the page hands in (model/markdown-slot.ts), else read by
 * model/markdown.ts into plain React elements. Either way no HTML is ever injected, and a `[n]`
 * mark that names one of the note's citations opens it.
 */
export function NoteText({
  content,
  citations,
  onOpenCitation,
}: {
  content: string;
  citations: readonly Source[];
  onOpenCitation: (source: Source) => void;
}) {
  const render = useContext(RenderMarkdownContext);
  const blocks = useMemo(() => (render ? [] : readMarkdown(content)), [render, content]);
  const byNumber = useMemo(
    () => new Map(citations.map((source, position) => [citationNumber(source, position), source])),
    [citations],
  );
  const inline = (parts: Inline[]): ReactNode =>
    parts.map((part, index) => {
      if (part.kind === 'strong') return <strong key={index}>{part.text}</strong>;
      if (part.kind === 'code') return <code key={index}>{part.text}</code>;
      if (part.kind === 'text') return part.text;
      const source = byNumber.get(part.n);
      return source ? (
        <CitationChip key={index} source={source} number={part.n} inline onOpen={onOpenCitation} />
      ) : (
        `[${part.n}]`
      );
    });
  if (render)
    return (
      <div className={styles.rich}>{render({ text: content, sources: citations, onCitation: onOpenCitation })}</div>
    );
  return (
    <div className={styles.body}>
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'heading': {
            const Heading = `h${block.level}` as const;
            return <Heading key={index}>{inline(block.inline)}</Heading>;
          }
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List key={index}>
                {block.items.map((item, position) => (
                  <li key={position}>{inline(item)}</li>
                ))}
              </List>
            );
          }
          case 'quote':
            return <blockquote key={index}>{inline(block.inline)}</blockquote>;
          case 'code':
            return (
              <pre key={index}>
                <code>{block.text}</code>
              </pre>
            );
          default:
            return <p key={index}>{inline(block.inline)}</p>;
        }
      })}
    </div>
  );
}
