import type { Options } from 'react-markdown';
import rehypeKatex from 'rehype-katex';
import 'katex/dist/katex.min.css';

/**
 * KaTeX's rehype pass with its stylesheet (and, through it, its fonts): a chunk of its own,
 * fetched the first time an answer holds math. `trust` stays off.
 */
export const katexPass: NonNullable<Options['rehypePlugins']>[number] = [
  rehypeKatex,
  { throwOnError: false, strict: 'ignore' },
];
