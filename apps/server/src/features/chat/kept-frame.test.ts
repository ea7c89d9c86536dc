import { describe, expect, it } from 'vitest';
import type { StreamFrame } from '@inkstone/contract/chat';
import { keptFrame, keptText } from './kept-frame.ts';

const frames: StreamFrame[] = [
  { code: 200, end: false, data: { type: 'start', msgId: 'm', tableId: 1, sessionId: 's', model: 'gpt3.5' } },
  { code: 200, end: false, data: { type: 'text', content: 'Hello, ' } },
  { code: 200, end: false, data: { type: 'text', content: '{"not": "json"}' } },
  { code: 200, end: false, data: { type: 'reasoning', content: 'thinking' } },
  { code: 200, end: false, data: { type: 'text', content: '' } },
  { code: 200, end: false, data: { type: 'source', source: { index: 1, title: 'A', url: 'https://a.example' } } },
  { code: 200, end: true, data: { type: 'done', msgId: 'm', tableId: 1, status: 'ok' } },
  { code: 500, end: true, data: 'The model failed.' },
];

describe('frames kept for resumes', () => {
  it('come back as they were written, whatever their content', () => {
    for (const frame of frames) expect(keptFrame(keptText(frame, JSON.stringify(frame)))).toEqual(frame);
  });

  it('keep a token as its letter and content, not its JSON', () => {
    const frame = frames[1]!;
    expect(keptText(frame, JSON.stringify(frame))).toBe('tHello, ');
  });
});
