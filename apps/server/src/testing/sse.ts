import type { StreamFrame } from '@inkstone/contract/chat';
import type { TestApp } from './harness.ts';

/** Posts to a streaming call and reads every frame until the stream ends. */
export async function streamChat(
  t: TestApp,
  path: string,
  body: Record<string, unknown>,
  token: string,
  headers: Record<string, string> = {},
  /** Called with each frame as it arrives, for tests that act mid-answer (stop after the first text). */
  onFrame?: (frame: StreamFrame) => void,
) {
  const response = await fetch(`${t.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify(body),
  });
  let raw = '';
  let seen = 0;
  const decoder = new TextDecoder();
  for await (const chunk of response.body ?? []) {
    raw += decoder.decode(chunk as Uint8Array, { stream: true });
    if (!onFrame || !raw.startsWith('data:')) continue;
    const whole = raw.split('\n\n').slice(0, -1);
    for (const part of whole.slice(seen)) if (part.startsWith('data: ')) onFrame(JSON.parse(part.slice(6)));
    seen = whole.length;
  }
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
