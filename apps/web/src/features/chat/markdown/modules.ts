import { startTransition, useEffect, useState } from 'react';
import type * as RendererModule from './MarkdownView.tsx';
import { mayHaveMath } from './normalize-math.ts';

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
      scheduleWarming();
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

/** An answer to render ahead: its text, and whether it has sources (citation marks). */
export type WarmAnswer = { text: string; citations: boolean };

/** At most this many answers are rendered ahead (the renderer keeps 300 trees). */
const WARM_LIMIT = 120;
/** An answer is started only with this much of an idle period left (one takes a few ms). */
const WARM_SLACK_MS = 8;

let warmQueue: WarmAnswer[] = [];
let warmScheduled = false;

type IdleDeadline = { timeRemaining: () => number };
type IdleWindow = { requestIdleCallback?: (run: (deadline: IdleDeadline) => void) => number };

function scheduleWarming(): void {
  if (warmScheduled || warmQueue.length === 0) return;
  warmScheduled = true;
  const idle = (globalThis as IdleWindow).requestIdleCallback;
  if (idle) idle(warm);
  else setTimeout(() => warm({ timeRemaining: () => WARM_SLACK_MS + 8 }), 0);
}

function warm(deadline: IdleDeadline): void {
  warmScheduled = false;
  const loaded = renderer;
  if (!loaded) {
    // The renderer comes first; if it fails to load, the answers render when shown.
    void preloadMarkdown().then(() => renderer && scheduleWarming());
    return;
  }
  // Text that may hold math waits for KaTeX (its tree differs): KaTeX's arrival warms it.
  const forKatex: WarmAnswer[] = [];
  while (warmQueue.length > 0 && deadline.timeRemaining() > WARM_SLACK_MS) {
    const answer = warmQueue.shift()!;
    if (!katexLoaded && mayHaveMath(answer.text)) {
      forKatex.push(answer);
      loadKatex();
    } else loaded.warmAnswer(answer.text, answer.citations);
  }
  const more = warmQueue.length > 0;
  warmQueue = [...forKatex, ...warmQueue];
  if (more) scheduleWarming();
}

/**
 * Renders finished answers' Markdown in idle time, before they are shown (the first given
 * first: a list gives those nearest the reader first), so a row scrolling into view finds its
 * tree made and parses nothing (render.tsx keeps it). Each call replaces the previous list.
 */
export function warmAnswers(answers: readonly WarmAnswer[]): void {
  warmQueue = answers.slice(0, WARM_LIMIT);
  scheduleWarming();
}
