import type { StreamFrame } from '@inkstone/contract/chat';
import type { TestApp } from './harness.ts';

/** Posts to a streaming call and reads every frame until the stream ends. */
export async function streamChat(
  t: TestApp,
  path: string,
  body: Record<string, unknown>,
  token: string,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${t.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify(body),
  });
  const raw = await response.text();
  const frames: StreamFrame[] = raw.startsWith('data:')
    ? raw
        .split('\n\n')
        .filter((chunk) => chunk.startsWith('data: '))
        .map((chunk) => JSON.parse(chunk.slice(6)) as StreamFrame)
    : [];
  const text = frames.map((f) => (f.code === 200 && f.data.type === 'text' ? f.data.content : '')).join('');
  const reasoning = frames.map((f) => (f.code === 200 && f.data.type === 'reasoning' ? f.data.content : '')).join('');
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    frames,
    text,
    reasoning,
    last: frames.at(-1),
    envelope: raw.startsWith('{') ? JSON.parse(raw) : null,
  };
}
