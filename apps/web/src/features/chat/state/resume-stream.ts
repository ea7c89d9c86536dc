import type { chatRoutes } from '@inkstone/contract/routes/chat';
import { chatResumeRoutes } from '@inkstone/contract/routes/chat-resume';
import { callStream, type StreamOptions } from '@/shared/sse/call-stream.ts';
import { SseError } from '@/shared/sse/post-sse.ts';

/**
 * Resumable answers (sseResume), fetched only when needed: when a stream breaks mid-answer
 * (send.ts), or a conversation opens on an answer still being written (reattach.ts). Kept out of
 * the chat's first load, which has no room to spare.
 */

/** How the stream runner (send.ts) opens a stream: the chat's ask, a template's, or a resume. */
export type OpenStream = (options: StreamOptions<typeof chatRoutes.ssePost>) => Promise<void>;

/** A dropped stream is resumed this many times before the answer fails as it always did. */
const MAX_RESUMES = 2;

/**
 * sseResume: the answer `msgId` from its frame `after + 1` on (0: from its start frame, which
 * makes the reader start the answer over). The server numbers frames from the start frame, as
 * the runner counts them, so `after` is simply how many it has.
 */
export const openResume =
  (msgId: string, after: number): OpenStream =>
  (options) =>
    // A refusal (the answer is gone) is the runner's to settle, not a toast.
    callStream(chatResumeRoutes.resume, { msgId, after }, { ...options, silent: true });

/**
 * A stream broke once its answer had started (the server goes on writing it a while without a
 * reader): resumes it where `place` says the reader is, twice at most. Once the retries are spent,
 * or a resume is refused, it throws the first break, so the answer fails with the text it always
 * had; a stop during a resume (aborted) is thrown as it is.
 */
export async function resumeBroken(
  broken: unknown,
  options: Parameters<OpenStream>[0],
  place: () => { msgId: string; after: number; settled: boolean },
): Promise<void> {
  for (let resumes = 0; resumes < MAX_RESUMES; resumes++) {
    const { msgId, after, settled } = place();
    if (settled) break;
    try {
      return await openResume(msgId, after)(options);
    } catch (caught) {
      const kind = caught instanceof SseError ? caught.kind : 'network';
      if (kind === 'aborted') throw caught;
      if (kind === 'refused') break;
    }
  }
  throw broken;
}
