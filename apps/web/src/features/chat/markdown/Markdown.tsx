import type { Source } from '@inkstone/contract/chat';
import { memo, useContext } from 'react';
import { MarkdownAllowed } from './first-paint.ts';
import { useMarkdownRenderer } from './modules.ts';
import { mayHaveMath } from './normalize-math.ts';
import styles from './markdown.module.css';

const NO_SOURCES: readonly Source[] = [];

/**
 * An answer as GFM Markdown with math and highlighted code (markdown/MarkdownView.tsx). The
 * renderer, and KaTeX for an answer with math, load the first time an answer needs them; until
 * then (and while a list paints its first rows, first-paint.ts) the text shows as it is, in the
 * same box, so nothing flashes or spins. While
 * `streaming`, a caret blinks at the end of the text. With `sources`, citation marks `[n]` link
 * to the n-th source.
 */
export const Markdown = memo(function Markdown({
  text,
  streaming = false,
  sources = NO_SOURCES,
}: {
  text: string;
  streaming?: boolean;
  sources?: readonly Source[];
}) {
  const loaded = useMarkdownRenderer(mayHaveMath(text));
  const renderer = useContext(MarkdownAllowed) ? loaded : null;
  return (
    <div className={styles.markdown} data-streaming={streaming || undefined} data-rendered={Boolean(renderer)}>
      {renderer ? (
        <renderer.MarkdownView text={text} streaming={streaming} sources={sources} />
      ) : (
        <p className={styles.plain}>{text}</p>
      )}
    </div>
  );
});
