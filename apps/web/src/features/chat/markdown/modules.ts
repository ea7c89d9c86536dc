import { startTransition, useEffect, useState } from 'react';
import type * as RendererModule from './MarkdownView.tsx';

/**
 * The chunks an answer needs before it can be shown as Markdown: the renderer (unified,
 * micromark, react-markdown) and, for an answer with math, KaTeX. Each is fetched once, the
 * first time an answer needs it; until then the answer shows as plain text.
 */

type Renderer = typeof RendererModule;

let renderer: Renderer | null = null;
let rendererLoad: Promise<unknown> | null = null;
let katexLoaded = false;
let katexLoad: Promise<unknown> | null = null;
let version = 0;
const listeners = new Set<() => void>();

function changed() {
  version++;
  for (const listener of listeners) listener();
}

/** Starts fetching the renderer (a chat page calls this as it opens, so answers rarely wait). */
export function preloadMarkdown(): Promise<unknown> {
  rendererLoad ??= import('./MarkdownView.tsx').then(
    (module) => {
      renderer = module;
      changed();
    },
    () => {
      // Failed (offline, a new deploy): the answers stay plain text; the next answer asks again.
      rendererLoad = null;
    },
  );
  return rendererLoad;
}

function loadKatex(): void {
  katexLoad ??= Promise.all([import('./katex-pass.ts'), preloadMarkdown()]).then(
    ([module]) => {
      const loaded = renderer;
      if (!loaded) return void (katexLoad = null);
      loaded.setKatexPass(module.katexPass);
      katexLoaded = true;
      changed();
    },
    () => {
      katexLoad = null;
    },
  );
}

/**
 * The renderer once it (and KaTeX, when `math`) has loaded; null while they load. A chunk that
 * arrives re-renders the answers on screen in a transition: in the background, answer by answer,
 * so a page showing many answers never holds a frame while they all turn into Markdown.
 */
export function useMarkdownRenderer(math: boolean): Renderer | null {
  const [, setSeen] = useState(version);
  useEffect(() => {
    const update = () => startTransition(() => setSeen(version));
    listeners.add(update);
    // A chunk may have arrived between this render and now.
    update();
    return () => void listeners.delete(update);
  }, []);
  if (!renderer) void preloadMarkdown();
  if (math && !katexLoaded) loadKatex();
  return renderer && (!math || katexLoaded) ? renderer : null;
}
