import type { StreamFrame } from '@inkstone/contract/chat';
import type { TestApp } from './harness.ts';

/** Reads sseResume to its end: each frame with its SSE id, or the envelope of a refusal. */
export async function resumeChat(t: TestApp, token: string, msgId: string, after = 0) {
  const query = new URLSearchParams({ msgId, after: String(after) });
  const response = await fetch(`${t.url}/api/cli/chatgpt/v1/sseResume?${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const raw = await response.text();
  const events = raw.startsWith('id:') ? raw.split('\n\n').filter(Boolean) : [];
  const frames = events.map((event) => {
    const [idLine = '', dataLine = ''] = event.split('\n');
    return { seq: Number(idLine.slice(4)), frame: JSON.parse(dataLine.slice(6)) as StreamFrame };
  });
  const text = frames.map(({ frame: f }) => (f.code === 200 && f.data.type === 'text' ? f.data.content : '')).join('');
  return { status: response.status, frames, text, envelope: raw.startsWith('{') ? JSON.parse(raw) : null };
}
