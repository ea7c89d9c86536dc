import type { StreamFrame } from '@inkstone/contract/chat';
import { formatMessage, isMessageKey } from '@inkstone/contract/messages';
import type { Language } from '@inkstone/contract/edition';
import { notFound } from '../../platform/http/errors.ts';
import type { CallerWith } from '../../platform/http/caller.ts';
import type { Platform } from '../../platform/platform.ts';
import type { UserRow } from '../../platform/db/tables/users.ts';
import { answerKey, frameLogOf } from './answer-buffer.ts';
import { keptFrame } from './kept-frame.ts';
import { announceResume } from './linger.ts';
import { messageOf, type MessageRow } from './store.ts';

type ResumePlatform = Pick<Platform, 'db' | 'realtime' | 'redis' | 'config'>;
/** Writes one frame with its place in the answer (the SSE id). */
export type NumberedSink = (frame: StreamFrame, seq: number) => void | Promise<void>;

/**
 * sseResume: the caller's answer `msgId` from frame `after + 1` on. While its frames are logged
 * (written, or ended a few minutes ago) they are replayed and the live ones followed, from any
 * instance; otherwise the stored answer is sent whole, from a start frame (the reader starts
 * over). Another user's answer reads as missing, like one that was never asked.
 */
export async function resumeAnswer(
  caller: CallerWith<ResumePlatform>,
  user: UserRow,
  query: { msgId: string; after: number },
  sink: NumberedSink,
  signal: AbortSignal,
): Promise<void> {
  const { platform } = caller;
  const key = answerKey(user.id, query.msgId);
  const log = frameLogOf(platform);
  if (await log.has(key)) {
    // The instance writing it keeps it going, even if its first reader left.
    await announceResume(platform, key);
    let expected = query.after + 1;
    let trimmed = false;
    for await (const frame of log.follow(key, query.after, signal)) {
      // Trimmed past the reader's place (a very long answer): only the stored text can say the rest.
      if (frame.seq !== expected) {
        trimmed = true;
        break;
      }
      expected += 1;
      const drained = sink(keptFrame(frame.text), frame.seq);
      if (drained) await drained;
      if (frame.end) return;
    }
    // Cut off without its end frame (the reader went, the log expired mid-way): the reader asks again.
    const sent = expected > query.after + 1;
    if (signal.aborted || (sent && !trimmed)) return;
  }
  const row = await messageOf(platform.db, user.id, { msgId: query.msgId });
  if (!row) throw notFound();
  let seq = 0;
  for (const frame of storedFrames(row, caller.language)) await sink(frame, ++seq);
}

/** A stored answer as the frames that would have written it; one still being written ends as it stands. */
function storedFrames(row: MessageRow, language: Language): StreamFrame[] {
  const ids = { msgId: row.msgId, tableId: row.id };
  const frames: StreamFrame[] = [
    { code: 200, end: false, data: { type: 'start', ...ids, sessionId: row.topicId, model: row.model } },
  ];
  for (const source of row.sources) frames.push({ code: 200, end: false, data: { type: 'source', source } });
  if (row.reasoning) frames.push({ code: 200, end: false, data: { type: 'reasoning', content: row.reasoning } });
  if (row.response) frames.push({ code: 200, end: false, data: { type: 'text', content: row.response } });
  if (row.status === 'fail') {
    const error = row.error && isMessageKey(row.error) ? formatMessage(language, row.error) : row.error;
    frames.push({ code: 500, end: true, data: error ?? formatMessage(language, 'ai.streamError') });
  } else frames.push({ code: 200, end: true, data: { type: 'done', ...ids, status: 'ok' } });
  return frames;
}
