import { CodeRunLimits, type CodeRunFrame, type codeRunBody } from '@inkstone/contract/code-run';
import { ResultCode } from '@inkstone/contract/envelope';
import type { Language } from '@inkstone/contract/edition';
import { formatMessage } from '@inkstone/contract/messages';
import type { z } from 'zod';
import type { UserRow } from '../../platform/db/tables/users.ts';
import type { CallerWith } from '../../platform/http/caller.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Platform } from '../../platform/platform.ts';
import type { RunOutcome } from '../../platform/sandbox/outcome.ts';
import type { Sandbox } from '../../platform/sandbox/sandbox.ts';

type Caller = CallerWith<Pick<Platform, 'rateLimiter'>>;

/**
 * Runs one code block for a signed-in user: refused past the per-minute limit (before anything
 * is streamed), then the program's output is written as frames and the last frame says how it
 * ended, in the caller's language.
 */
export async function runCode(
  caller: Caller,
  user: UserRow,
  body: z.output<typeof codeRunBody>,
  sandbox: Sandbox,
  write: (frame: CodeRunFrame) => Promise<void> | undefined,
  signal: AbortSignal,
): Promise<void> {
  const limit = await caller.platform.rateLimiter.hit(`code-run:${user.id}`, CodeRunLimits.perMinute, 60_000);
  if (!limit.allowed)
    throw new AppError(
      ResultCode.tooManyRequests,
      'codeRun.rate',
      { seconds: Math.max(1, Math.ceil(limit.retryAfterMs / 1000)) },
      { warn: true },
    );
  const started = Date.now();
  const outcome = await sandbox.run(
    String(user.id),
    body.language,
    body.code,
    (piece) => void write({ type: piece.stream, text: piece.text, end: false }),
    signal,
  );
  await write({ ...endFrame(caller.language, outcome), ms: Date.now() - started, end: true });
}

function endFrame(language: Language, outcome: RunOutcome): Omit<Extract<CodeRunFrame, { end: true }>, 'ms'> {
  switch (outcome.kind) {
    case 'ok':
      return { type: 'end', status: 'ok', value: outcome.value, end: true };
    case 'error':
      return { type: 'end', status: 'error', message: outcome.message, line: outcome.line, end: true };
    case 'timeout':
      return stopped('timeout', formatMessage(language, 'codeRun.timeout', { seconds: outcome.seconds }));
    case 'memory':
      return stopped('memory', formatMessage(language, 'codeRun.memory', { megabytes: outcome.megabytes }));
    case 'output':
      return stopped('output', formatMessage(language, 'codeRun.output', { kilobytes: outcome.kilobytes }));
    case 'busy':
      return stopped('busy', formatMessage(language, 'codeRun.busy'));
    case 'crashed':
      return stopped('failed', formatMessage(language, 'codeRun.failed'));
  }
}

const stopped = (status: 'timeout' | 'memory' | 'output' | 'busy' | 'failed', message: string) =>
  ({ type: 'end', status, message, end: true }) as const;
