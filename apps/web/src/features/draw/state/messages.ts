import type { DrawPush, ImageRecord } from '@inkstone/contract/draw';
import { slotOf, type ExpandSlot, type ImageMessage } from './types.ts';

/**
 * The pure rules of the image message list: history records and socket pushes become messages,
 * and SPEC §4's status codes and expand slots are applied. The store calls these; tests call
 * them directly.
 */

/** SPEC §3 keeps a record's input pictures as '' , one address, or a JSON list. */
export function inputUrls(field: string): string[] {
  const text = field.trim();
  if (!text) return [];
  if (!text.startsWith('[')) return [text];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

const responseContent = (code: ImageMessage['code'], url: string | null, reason: string | null, fallback: string) =>
  code === '00' ? (url ?? fallback) : code === '02' ? (reason ?? fallback) : '';

/** One history record as its prompt and response messages. */
export function messagesOf(record: ImageRecord, now = Date.now()): [ImageMessage, ImageMessage] {
  const msgId = record.msgId || `task-${record.mjTaskId}`;
  const common = {
    msgId,
    mjTaskId: record.mjTaskId,
    action: record.action,
    date: record.createDate,
    parentId: record.parentId,
    index: record.index,
    prompt: record.prompt,
    provider: record.provider,
  };
  const slots = { expand1: record.expand1, expand2: record.expand2, expand3: record.expand3, expand4: record.expand4 };
  const prompt: ImageMessage = {
    ...common,
    ...slots,
    type: 'prompt',
    content: record.prompt,
    urls: inputUrls(record.base64ImgUrl),
    progress: 100,
    code: '00',
    done: true,
  };
  const response: ImageMessage = {
    ...common,
    ...slots,
    type: 'response',
    content: responseContent(record.code, record.url, record.failReason, record.reponse),
    urls: record.code === '00' && record.url ? [record.url] : [],
    progress: record.code === '01' ? Math.min(99, record.progress) : 100,
    code: record.code,
    done: record.code !== '01',
    width: record.width,
    height: record.height,
    heardAt: now,
  };
  return [prompt, response];
}

/** The response that a push or record is about: by task id, else by the msgId of one still waiting for its id. */
export function findResponse(
  messages: readonly ImageMessage[],
  mjTaskId: string,
  msgId?: string | null,
): ImageMessage | undefined {
  return (
    messages.find((message) => message.type === 'response' && message.mjTaskId === mjTaskId) ??
    (msgId
      ? messages.find((message) => message.type === 'response' && !message.mjTaskId && message.msgId === msgId)
      : undefined)
  );
}

/** Oldest first, a prompt before its response; the feed shows them in this order. */
export function ordered(messages: ImageMessage[]): ImageMessage[] {
  return [...messages].sort((a, b) =>
    a.date < b.date
      ? -1
      : a.date > b.date
        ? 1
        : a.msgId === b.msgId
          ? a.type === 'prompt'
            ? -1
            : 1
          : a.msgId < b.msgId
            ? -1
            : 1,
  );
}

const patchPair = (messages: ImageMessage[], msgId: string, patch: (message: ImageMessage) => Partial<ImageMessage>) =>
  messages.map((message) => (message.msgId === msgId ? { ...message, ...patch(message) } : message));

/**
 * Records from the history call (a page, or a poll) merged in: known tasks take the server's
 * state (a finished task is never taken back to running), new ones are added.
 */
export function mergeRecords(
  messages: ImageMessage[],
  records: readonly ImageRecord[],
  now = Date.now(),
): ImageMessage[] {
  let next = messages;
  const added: ImageMessage[] = [];
  for (const record of records) {
    const known = findResponse(next, record.mjTaskId, record.msgId);
    const [prompt, response] = messagesOf(record, now);
    if (!known) {
      if (!added.some((message) => message.mjTaskId === record.mjTaskId)) added.push(prompt, response);
      continue;
    }
    if (known.done && !response.done) continue;
    const progress = response.done ? 100 : Math.max(known.progress, response.progress);
    next = patchPair(next, known.msgId, (message) => {
      const server =
        message.type === 'prompt'
          ? {
              ...prompt,
              content: message.content || prompt.content,
              urls: message.urls.length ? message.urls : prompt.urls,
            }
          : { ...response, progress };
      // The pair keeps the id this client gave it; a 3001 refusal never reaches the server.
      return { ...server, msgId: message.msgId, type: message.type, dimensions: message.dimensions };
    });
  }
  return reconcileSlots(ordered([...next, ...added]));
}

/**
 * A socket push (SPEC §4): progress while '01', the url at '00', the reason at '02'. Unknown tasks leave the list as
 * it is.
 */
export function applyPush(
  messages: ImageMessage[],
  push: DrawPush,
  now = Date.now(),
): { messages: ImageMessage[]; known: boolean } {
  const known = findResponse(messages, push.mjTaskId, push.msgId);
  if (!known) return { messages, known: false };
  if (known.done && push.code === '01') return { messages, known: true };
  const done = push.code !== '01';
  const next = patchPair(messages, known.msgId, (message) => {
    const shared = { mjTaskId: push.mjTaskId, provider: push.provider };
    if (message.type === 'prompt') return shared;
    return {
      ...shared,
      code: push.code,
      progress: done ? 100 : Math.max(message.progress, Math.min(99, push.progress)),
      content: responseContent(push.code, push.url, push.failReason, push.content),
      urls: push.code === '00' && push.url ? [push.url] : [],
      done,
      heardAt: now,
    };
  });
  return { messages: reconcileSlots(next), known: true };
}

/**
 * SPEC §4 expand slots, from the upscales the list holds: a running upscale marks its parent's
 * slot 'pending', a finished one puts its task id there, a failed one clears it. Upscales are
 * visited in list order (oldest first), so a retry after a failure wins; slots no upscale in
 * the list speaks for keep what the server said.
 */
export function reconcileSlots(messages: ImageMessage[]): ImageMessage[] {
  const wanted = new Map<string, Map<ExpandSlot, string | null>>();
  for (const child of messages) {
    if (child.type !== 'response' || child.action !== 'UPSCALE' || !child.parentId || !child.index) continue;
    const slots = wanted.get(child.parentId) ?? new Map<ExpandSlot, string | null>();
    wanted.set(child.parentId, slots);
    const slot = slotOf(child.index);
    if (child.code === '01') slots.set(slot, 'pending');
    else if (child.code === '00' && child.mjTaskId) slots.set(slot, child.mjTaskId);
    else if (child.code === '02') slots.set(slot, null);
  }
  if (!wanted.size) return messages;
  return messages.map((message) => {
    const slots = message.mjTaskId ? wanted.get(message.mjTaskId) : undefined;
    if (!slots) return message;
    const patch: Partial<ImageMessage> = {};
    for (const [slot, value] of slots) if (message[slot] !== value) patch[slot] = value;
    return Object.keys(patch).length ? { ...message, ...patch } : message;
  });
}
