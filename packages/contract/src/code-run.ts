import { z } from 'zod';
import type { MessageKey } from './messages.ts';

/**
 * Running a code block of an answer (issue #18 item 1): JavaScript and TypeScript in QuickJS,
 * Python in Pyodide, on the server in a sandbox with no network and no file system.
 */
export const CodeRunLimits = {
  codeMax: 20_000,
  /** Runs a user starts per minute. */
  perMinute: 20,
  timeSeconds: 5,
  memoryMb: 64,
  outputChars: 64_000,
} as const;

export { codeRunAliases, codeRunLanguage, type CodeRunLanguage } from './code-run-languages.ts';
import { codeRunLanguage } from './code-run-languages.ts';

const msg = (key: MessageKey) => ({ error: key });

export const codeRunBody = z.object({
  language: z.string(msg('codeRun.unsupportedLanguage')).transform((value, ctx) => {
    const language = codeRunLanguage(value);
    if (!language) ctx.addIssue({ code: 'custom', message: 'codeRun.unsupportedLanguage' satisfies MessageKey });
    return language ?? 'javascript';
  }),
  code: z
    .string(msg('codeRun.empty'))
    .refine((code) => code.trim().length > 0, msg('codeRun.empty'))
    .refine((code) => code.length <= CodeRunLimits.codeMax, msg('codeRun.tooLong')),
});

/**
 * One frame of a run's stream: `stdout`/`stderr` pieces as the program writes them, then one
 * `end` frame with how it ended: `ok` (with `value`, the last expression as the language shows
 * it), `error` (the program's exception and its line), or the sandbox's stop (`timeout`,
 * `memory`, `output`, `busy`, `failed`) with `message` in the caller's language.
 */
export const codeRunFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.enum(['stdout', 'stderr']), text: z.string(), end: z.literal(false) }),
  z.object({
    type: z.literal('end'),
    status: z.enum(['ok', 'error', 'timeout', 'memory', 'output', 'busy', 'failed']),
    value: z.string().optional(),
    message: z.string().optional(),
    line: z.number().int().optional(),
    ms: z.number().int(),
    end: z.literal(true),
  }),
]);
export type CodeRunFrame = z.infer<typeof codeRunFrameSchema>;
