import type { CodeRunFrame, CodeRunLanguage } from '@inkstone/contract/code-run';
import { codeRunRoutes } from '@inkstone/contract/routes/code-run';
import { callStream } from '@/shared/sse/call-stream.ts';
import { SseError } from '@/shared/sse/post-sse.ts';

export type RunEnd = Extract<CodeRunFrame, { type: 'end' }>;
export type Piece = { stream: 'stdout' | 'stderr'; text: string };

/** A run as the panel shows it: the output so far, then how it ended (or why it could not run). */
export type CodeRun = { status: 'running' | 'ended' | 'refused'; pieces: Piece[]; end?: RunEnd; refusal?: string };

/**
 * Runs a block on the server (POST cli/chatgpt/v1/runCode), handing each new state to `onChange`
 * as frames arrive. Never rejects: a refusal before the stream (the per-minute limit, bad input)
 * becomes `refused` with the server's message.
 */
export async function runCode(
  language: CodeRunLanguage,
  code: string,
  onChange: (run: CodeRun) => void,
  signal?: AbortSignal,
): Promise<void> {
  let run: CodeRun = { status: 'running', pieces: [] };
  const set = (next: CodeRun) => {
    run = next;
    onChange(run);
  };
  set(run);
  try {
    await callStream(
      codeRunRoutes.runCode,
      { language, code },
      {
        signal,
        silent: true,
        onFrame: (frame) => {
          if (frame.type === 'end') set({ ...run, status: 'ended', end: frame });
          else set({ ...run, pieces: [...run.pieces, { stream: frame.type, text: frame.text }] });
        },
      },
    );
    if (run.status === 'running') set({ ...run, status: 'refused' });
  } catch (caught) {
    if (caught instanceof SseError && caught.kind === 'aborted') return;
    const message = (caught instanceof SseError && caught.apiError?.message) || undefined;
    set({ ...run, status: 'refused', refusal: message });
  }
}
