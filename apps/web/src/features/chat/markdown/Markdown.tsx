import type { Source } from '@inkstone/contract/chat';
import { createContext, memo, useContext, useMemo, type ComponentProps } from 'react';
import ReactMarkdown, { type Components, type ExtraProps } from 'react-markdown';
import rehypeHighlight from 'rehype-highlight';
import rehypeKatex from 'rehype-katex';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import 'katex/dist/katex.min.css';
import { rehypeCitations } from './citations.ts';
import { ImageGallery } from '../components/ImageGallery.tsx';
import { CodeBlock } from './CodeBlock.tsx';
import { normalizeMath } from './normalize-math.ts';
import styles from './markdown.module.css';

/** Links open in a new tab; one whose address was unsafe (emptied by the URL filter) is plain text. */
function Link({ node: _node, children, ...rest }: ComponentProps<'a'> & ExtraProps) {
  if (!rest.href) return <span>{children}</span>;
  return (
    <a {...rest} target="_blank" rel="noopener noreferrer nofollow">
      {children}
    </a>
  );
}

function Table({ node: _node, ...rest }: ComponentProps<'table'> & ExtraProps) {
  return (
    <div className={styles.tableWrap}>
      <table {...rest} />
    </div>
  );
}

const SourcesContext = createContext<readonly Source[]>([]);

/** A citation mark, `[n]` in the text: the n-th source (numbered from 1), linked when it has an address. */
function Sup({ node: _node, children, ...rest }: ComponentProps<'sup'> & ExtraProps) {
  const sources = useContext(SourcesContext);
  const cite = (rest as Record<string, unknown>)['data-cite'];
  if (typeof cite !== 'string') return <sup {...rest}>{children}</sup>;
  const source = sources[Number(cite) - 1];
  const url = source?.url && /^https?:\/\//i.test(source.url) ? source.url : undefined;
  return (
    <sup className={styles.cite}>
      {url ? (
        <a href={url} target="_blank" rel="noopener noreferrer nofollow" title={source?.title ?? url}>
          {cite}
        </a>
      ) : (
        <span title={source?.title}>{cite}</span>
      )}
    </sup>
  );
}

/** Pictures in an answer open in the chat's lightbox; one whose address was unsafe is left out. */
function Picture({ node: _node, src, alt }: ComponentProps<'img'> & ExtraProps) {
  if (typeof src !== 'string' || !src) return null;
  return <ImageGallery inline images={[{ src, name: alt ?? '' }]} />;
}

const components: Components = { pre: CodeBlock, a: Link, table: Table, sup: Sup, img: Picture };
const remarkPlugins = [remarkGfm, remarkMath];
type Plugins = NonNullable<ComponentProps<typeof ReactMarkdown>['rehypePlugins']>;
const rehypePlugins = [
  [rehypeKatex, { throwOnError: false, strict: 'ignore' }],
  [rehypeHighlight, { detect: false }],
] as Plugins;
const withCitations = [...rehypePlugins, rehypeCitations] as Plugins;
const NO_SOURCES: readonly Source[] = [];

/**
 * An answer as GFM Markdown with math and highlighted code. Safe by construction: raw HTML in
 * the text is not rendered (no rehype-raw), and react-markdown's URL filter drops
 * `javascript:` and other unsafe links; KaTeX runs with `trust` off. While `streaming`, a caret
 * blinks at the end of the text. With `sources`, citation marks `[n]` link to the n-th source.
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
  // Sources ordered by their number, so `[n]` finds the n-th one.
  const ordered = useMemo(() => [...sources].sort((a, b) => a.index - b.index), [sources]);
  return (
    <SourcesContext value={ordered}>
      <div className={styles.markdown} data-streaming={streaming || undefined}>
        <ReactMarkdown
          remarkPlugins={remarkPlugins}
          rehypePlugins={sources.length ? withCitations : rehypePlugins}
          components={components}
        >
          {normalizeMath(text)}
        </ReactMarkdown>
      </div>
    </SourcesContext>
  );
});
