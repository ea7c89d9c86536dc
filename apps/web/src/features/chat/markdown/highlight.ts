import hljs from 'highlight.js/lib/core';
import { grammarOf, LANGUAGES } from './languages.ts';
import { Lru } from './lru.ts';

/**
 * One highlight.js instance for the whole app: a grammar is fetched and compiled the first time a
 * code block names its language, and each block is highlighted once (the HTML is kept by
 * language and code), in idle time, so scrolling through old answers never waits for it.
 */

const loaded = new Map<string, Promise<boolean>>();
const html = new Lru<string, string>(400);

function loadGrammar(name: string): Promise<boolean> {
  let pending = loaded.get(name);
  if (!pending) {
    pending = LANGUAGES[name]!().then(
      (module) => {
        hljs.registerLanguage(name, module.default);
        return true;
      },
      // A chunk that failed to load (offline, a new deploy) leaves the block plain; a later block retries.
      () => {
        loaded.delete(name);
        return false;
      },
    );
    loaded.set(name, pending);
  }
  return pending;
}

const keyOf = (grammar: string, code: string) => `${grammar}\u0000${code}`;

/** The highlighted HTML of a block already done, so a remounted row paints it at once. */
export function highlightedNow(language: string, code: string): string | null {
  const grammar = grammarOf(language);
  return grammar ? (html.get(keyOf(grammar, code)) ?? null) : null;
}

type IdleWindow = { requestIdleCallback?: (run: () => void, options: { timeout: number }) => number };

function whenIdle(): Promise<void> {
  const idle = (globalThis as IdleWindow).requestIdleCallback;
  return new Promise((resolve) => (idle ? idle(() => resolve(), { timeout: 500 }) : setTimeout(resolve, 0)));
}

/**
 * Highlights `code` as `language` when the browser is idle: the HTML (highlight.js escapes the
 * code), or null for a language we have no grammar for. `isWanted` is asked before the work, so a
 * block scrolled away meanwhile costs nothing.
 */
export async function highlightLater(language: string, code: string, isWanted: () => boolean): Promise<string | null> {
  const grammar = grammarOf(language);
  if (!grammar || !(await loadGrammar(grammar))) return null;
  const key = keyOf(grammar, code);
  const done = html.get(key);
  if (done !== undefined) return done;
  await whenIdle();
  if (!isWanted()) return null;
  const value = hljs.highlight(code, { language: grammar, ignoreIllegals: true }).value;
  html.set(key, value);
  return value;
}

/** Fenced blocks as CodeBlock sees them: the info's first word, and the code with its last newline. */
const FENCED = /^(`{3,}|~{3,})[ \t]*([\w+#-]*)[^\n]*\n([\s\S]*?)\n\1[ \t]*$/gm;

/**
 * Highlights, ahead of time, the code blocks of a finished answer (those whose grammar has not
 * loaded yet once it has, in a later idle period): a block mounting later paints highlighted at
 * once, without a second render. Costs about a millisecond a block; called in idle time.
 */
export function warmCode(text: string): void {
  if (!text.includes('```') && !text.includes('~~~')) return;
  for (const [, , language, body] of text.matchAll(FENCED)) {
    const grammar = language ? grammarOf(language) : null;
    if (!grammar || body === undefined) continue;
    const code = `${body}\n`;
    if (!hljs.getLanguage(grammar)) {
      // Its grammar is fetched first; the block is highlighted in a later idle period.
      void highlightLater(grammar, code, () => true);
      continue;
    }
    const key = keyOf(grammar, code);
    if (html.get(key) === undefined)
      html.set(key, hljs.highlight(code, { language: grammar, ignoreIllegals: true }).value);
  }
}
