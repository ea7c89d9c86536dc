import { describe, expect, it } from 'vitest';
import { push, record } from '../testing/fake-draw-server.ts';
import { applyPush, inputUrls, mergeRecords, messagesOf, reconcileSlots } from './messages.ts';
import type { ImageMessage } from './types.ts';

const responses = (messages: ImageMessage[]) => messages.filter((message) => message.type === 'response');

/** A task this client has just asked for: running, no task id yet. */
function local(msgId: string, fields: Partial<ImageMessage> = {}): ImageMessage[] {
  const base = {
    msgId,
    action: 'CREATE' as const,
    date: '2026-01-02T00:00:00.000Z',
    parentId: null,
    index: null,
    expand1: null,
    expand2: null,
    expand3: null,
    expand4: null,
    prompt: 'a cat --ar 1:1',
    urls: [],
    ...fields,
  };
  return [
    { ...base, type: 'prompt', content: base.prompt, progress: 100, code: '00', done: true },
    { ...base, type: 'response', content: '', progress: 0, code: '01', done: false },
  ];
}

describe('image messages from history records', () => {
  it('reads the three task codes of SPEC §4', () => {
    const [, done] = messagesOf(record({ mjTaskId: 'a', code: '00', url: '/api/files/a.png' }));
    expect(done).toMatchObject({
      type: 'response',
      code: '00',
      progress: 100,
      content: '/api/files/a.png',
      urls: ['/api/files/a.png'],
      done: true,
    });
    const [, running] = messagesOf(record({ mjTaskId: 'b', code: '01', progress: 40 }));
    expect(running).toMatchObject({ code: '01', progress: 40, content: '', done: false });
    const [, failed] = messagesOf(record({ mjTaskId: 'c', code: '02', failReason: 'the service said no' }));
    expect(failed).toMatchObject({ code: '02', progress: 100, content: 'the service said no', done: true });
  });

  it('keeps the prompt and the pictures given as the prompt message', () => {
    const [prompt] = messagesOf(
      record({
        mjTaskId: 'd',
        action: 'BLEND',
        prompt: '',
        base64ImgUrl: '["/api/files/x.png","/api/files/y.png"]',
        msgId: 'm1',
      }),
    );
    expect(prompt).toMatchObject({
      type: 'prompt',
      msgId: 'm1',
      urls: ['/api/files/x.png', '/api/files/y.png'],
      action: 'BLEND',
    });
    expect(inputUrls('/api/files/one.png')).toEqual(['/api/files/one.png']);
    expect(inputUrls('')).toEqual([]);
    expect(inputUrls('[broken')).toEqual([]);
  });
});

describe('merging records', () => {
  it('adds new tasks oldest first and does not add one twice', () => {
    const older = record({ mjTaskId: 'old', createDate: '2026-01-01T00:00:00.000Z' });
    const newer = record({ mjTaskId: 'new', createDate: '2026-01-03T00:00:00.000Z' });
    const once = mergeRecords([], [newer, older]);
    expect(responses(once).map((message) => message.mjTaskId)).toEqual(['old', 'new']);
    expect(responses(mergeRecords(once, [newer]))).toHaveLength(2);
  });

  it('finds a task this client started by its msgId before the call answered, and keeps its id', () => {
    const merged = mergeRecords(local('mine'), [record({ mjTaskId: 't1', msgId: 'mine', code: '01', progress: 60 })]);
    expect(responses(merged)).toEqual([
      expect.objectContaining({ msgId: 'mine', mjTaskId: 't1', progress: 60, code: '01' }),
    ]);
  });

  it('never takes a finished task back to running, nor progress backwards', () => {
    const done = mergeRecords([], [record({ mjTaskId: 't', code: '00' })]);
    expect(responses(mergeRecords(done, [record({ mjTaskId: 't', code: '01', progress: 10 })]))[0]).toMatchObject({
      code: '00',
      done: true,
    });
    const running = mergeRecords([], [record({ mjTaskId: 'r', code: '01', progress: 70 })]);
    expect(responses(mergeRecords(running, [record({ mjTaskId: 'r', code: '01', progress: 30 })]))[0]!.progress).toBe(
      70,
    );
  });
});

describe('socket pushes', () => {
  it('moves progress forward only, and a finished task ignores a late progress push', () => {
    let messages = mergeRecords(local('m'), []);
    messages = applyPush(messages, push({ mjTaskId: 't', msgId: 'm', progress: 40 })).messages;
    expect(responses(messages)[0]).toMatchObject({ mjTaskId: 't', progress: 40, code: '01' });
    messages = applyPush(messages, push({ mjTaskId: 't', progress: 20 })).messages;
    expect(responses(messages)[0]!.progress).toBe(40);
    messages = applyPush(messages, push({ mjTaskId: 't', code: '00' })).messages;
    expect(responses(messages)[0]).toMatchObject({
      code: '00',
      progress: 100,
      content: '/api/files/t.png',
      urls: ['/api/files/t.png'],
      done: true,
    });
    messages = applyPush(messages, push({ mjTaskId: 't', progress: 90 })).messages;
    expect(responses(messages)[0]).toMatchObject({ code: '00', progress: 100 });
  });

  it('a failure shows the reason, at 100%', () => {
    const { messages } = applyPush(
      local('m', { mjTaskId: 't' }),
      push({ mjTaskId: 't', code: '02', failReason: 'upstream refused', content: 'upstream refused' }),
    );
    expect(responses(messages)[0]).toMatchObject({
      code: '02',
      progress: 100,
      content: 'upstream refused',
      done: true,
    });
  });

  it('says when a push is about a task the list does not hold', () => {
    const before = local('m', { mjTaskId: 't' });
    const result = applyPush(before, push({ mjTaskId: 'elsewhere' }));
    expect(result).toEqual({ messages: before, known: false });
  });
});

describe('expand slots (SPEC §4)', () => {
  const parent = () => mergeRecords([], [record({ mjTaskId: 'grid', createDate: '2026-01-01T00:00:00.000Z' })]);
  const upscale = (msgId: string, date = '2026-01-02T00:00:00.000Z') =>
    local(msgId, { action: 'UPSCALE', parentId: 'grid', index: 2, date });
  const slot2 = (messages: ImageMessage[]) =>
    responses(messages).find((message) => message.mjTaskId === 'grid')!.expand2;

  it('an upscale being asked for marks its parent slot pending, then its id when done', () => {
    let messages = reconcileSlots([...parent(), ...upscale('u')]);
    expect(slot2(messages)).toBe('pending');
    messages = applyPush(
      messages,
      push({ mjTaskId: 'child', msgId: 'u', action: 'UPSCALE', parentId: 'grid', index: 2, progress: 30 }),
    ).messages;
    expect(slot2(messages)).toBe('pending');
    messages = applyPush(
      messages,
      push({ mjTaskId: 'child', action: 'UPSCALE', parentId: 'grid', index: 2, code: '00' }),
    ).messages;
    expect(slot2(messages)).toBe('child');
  });

  it('a failed upscale clears the slot, and a retry after it marks it pending again', () => {
    let messages = reconcileSlots([...parent(), ...upscale('u')]);
    messages = applyPush(
      messages,
      push({ mjTaskId: 'child', msgId: 'u', action: 'UPSCALE', parentId: 'grid', index: 2, code: '02' }),
    ).messages;
    expect(slot2(messages)).toBeNull();
    messages = reconcileSlots([...messages, ...upscale('again', '2026-01-03T00:00:00.000Z')]);
    expect(slot2(messages)).toBe('pending');
  });

  it('a poll that has not seen the upscale yet does not clear the pending slot', () => {
    const messages = reconcileSlots([...parent(), ...upscale('u')]);
    const polled = mergeRecords(messages, [
      record({ mjTaskId: 'grid', expand2: null, createDate: '2026-01-01T00:00:00.000Z' }),
    ]);
    expect(slot2(polled)).toBe('pending');
  });
});
