import type { ReactElement } from 'react';
import renderTree, { type Components, type Options } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import { rehypeCitations } from './citations.ts';
import { CodeBlock } from './CodeBlock.tsx';
import { Link, Picture, Sup, Table } from './elements.tsx';
import { Lru } from './lru.ts';
import { mayHaveMath, normalizeMath } from './normalize-math.ts';

type Plugins = NonNullable<Options['rehypePlugins']>;

const components: Components = { pre: CodeBlock, a: Link, table: Table, sup: Sup, img: Picture };
const remarkPlugins = [remarkGfm, remarkMath];

/**
 * KaTeX's rehype pass, set once its chunk has loaded (see katex-pass.ts). Only text that may hold
 * math goes through it (and waits for it: Markdown.tsx shows such text plain until then), so
 * the trees of every other answer stay valid when it arrives.
 */
let katexPass: Plugins[number] | null = null;
export function setKatexPass(pass: Plugins[number]): void {
  katexPass = pass;
}
export const katexReady = () => katexPass !== null;

/**
 * Rendered answers (React elements: parsed once, never re-parsed when a row scrolls back into
 * view or remounts), by text and the passes that shaped them. 300 answers is about a long
 * conversation; an element tree is small next to the DOM it describes.
 */
const trees = new Lru<string, ReactElement>(300);

/**
 * An answer's Markdown as React elements: GFM, math (when KaTeX has loaded), citation marks
 * when `citations`. `cache: null` for text that is still being written (it would only
 * fill the cache with drafts). Code blocks render as CodeBlock, which highlights them lazily. Safe by
 * construction: raw HTML in the text is shown as text (no rehype-raw), react-markdown's URL
 * filter empties `javascript:` and other unsafe links, KaTeX runs with `trust` off.
 */
export function renderMarkdown(
  text: string,
  citations: boolean,
  cache: Lru<string, ReactElement> | null = trees,
): ReactElement {
  const math = katexPass && mayHaveMath(text) ? katexPass : null;
  const key = `${citations ? 'c' : '-'}${math ? 'k' : '-'}${text}`;
  let tree = cache?.get(key);
  if (!tree) {
    const rehypePlugins: Plugins = [];
    if (math) rehypePlugins.push(math);
    if (citations) rehypePlugins.push(rehypeCitations);
    // react-markdown's Markdown is a plain function of its options (no hooks): called here, its
    // result can be kept and handed to React again.
    tree = renderTree({ children: normalizeMath(text), remarkPlugins, rehypePlugins, components });
    cache?.set(key, tree);
  }
  return tree;
}
