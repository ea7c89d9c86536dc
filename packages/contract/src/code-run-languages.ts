/**
 * The languages a code block can run in (issue #18 item 1), without zod: the chat's code block
 * reads this on first load to decide whether to show a Run button.
 */
/** The fence names a Run button appears on, and the language each runs as. */
export const codeRunAliases = {
  javascript: 'javascript',
  js: 'javascript',
  mjs: 'javascript',
  jsx: 'javascript',
  typescript: 'typescript',
  ts: 'typescript',
  tsx: 'typescript',
  python: 'python',
  py: 'python',
  python3: 'python',
} as const;
export type CodeRunLanguage = (typeof codeRunAliases)[keyof typeof codeRunAliases];

/** The language a fence names, if it is one the sandbox runs. */
export function codeRunLanguage(fence: string | undefined): CodeRunLanguage | undefined {
  const name = (fence ?? '').trim().toLowerCase();
  return Object.hasOwn(codeRunAliases, name) ? codeRunAliases[name as keyof typeof codeRunAliases] : undefined;
}
