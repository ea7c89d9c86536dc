import type { StreamFrame } from '@inkstone/contract/chat';

/**
 * How a chat frame is kept in the frame log for resumes (answer-buffer.ts, resume.ts): a text or
 * reasoning frame, one per token, as its kind's letter and its content; every other frame as its
 * JSON, which begins with `{`. As JSON each token's frame was ~60 bytes of envelope around a few
 * characters, held by every open stream until its log expired (bench: heap per open stream).
 */
export function keptText(frame: StreamFrame, json: string): string {
  if (frame.code !== 200 || frame.end) return json;
  if (frame.data.type === 'text') return `t${frame.data.content}`;
  if (frame.data.type === 'reasoning') return `r${frame.data.content}`;
  return json;
}

/** The frame a kept text stands for. */
export function keptFrame(text: string): StreamFrame {
  if (text.startsWith('{')) return JSON.parse(text) as StreamFrame;
  return { code: 200, end: false, data: { type: text.startsWith('t') ? 'text' : 'reasoning', content: text.slice(1) } };
}
