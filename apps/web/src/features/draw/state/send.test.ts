import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDialogs } from '@/shared/stores/dialogs.ts';
import * as toasts from '@/shared/ui/toast.ts';
import { fakeDrawServer, record } from '../testing/fake-draw-server.ts';
import { stopWatching } from './poll.ts';
import { sendChange, submitDraw } from './send.ts';
import { useDraw } from './store.ts';
import type { BagItem } from './types.ts';

const done = (url: string): BagItem => ({ uid: url, name: url, preview: '', status: 'done', percent: 100, url });
const responses = () => useDraw.getState().messages.filter((message) => message.type === 'response');
const toast = vi.spyOn(toasts, 'toast').mockImplementation(() => undefined);

beforeEach(() => {
  useDraw.getState().clear();
  toast.mockClear();
});
afterEach(() => {
  stopWatching();
  vi.unstubAllGlobals();
  useDialogs.setState({ plans: null });
});

describe('sending a drawing (SPEC §5)', () => {
  it.each([
    ['no text and no picture', '', []],
    ['no text and one picture', '  ', [done('/api/files/a.png')]],
  ])('sends nothing with %s', async (_, draft, bag) => {
    const server = fakeDrawServer();
    useDraw.setState({ draft, bag });
    expect(await submitDraw()).toBe('nothing');
    expect(server.calls).toHaveLength(0);
    expect(useDraw.getState().messages).toHaveLength(0);
  });

  it('makes a CREATE with the chosen ratio appended, and the pictures as image prompts', async () => {
    const server = fakeDrawServer();
    useDraw.setState({ draft: 'a lighthouse', ratio: '16:9', bag: [done('/api/files/a.png')] });
    expect(await submitDraw()).toBe('sent');
    const [call] = server.callsTo('cli/mj/v1/imagine');
    const body = server.json(call!);
    expect(body).toMatchObject({ prompt: 'a lighthouse --ar 16:9', type: 'mj', base64ArrayUrl: ['/api/files/a.png'] });
    expect(responses()).toEqual([
      expect.objectContaining({
        msgId: body.msgId,
        mjTaskId: 'new0',
        action: 'CREATE',
        code: '01',
        progress: 0,
        done: false,
      }),
    ]);
    expect(useDraw.getState()).toMatchObject({ draft: '', bag: [] });
  });

  it('keeps a ratio the text gives itself', async () => {
    const server = fakeDrawServer();
    useDraw.setState({ draft: 'a lighthouse --ar 4:3', ratio: '16:9' });
    await submitDraw();
    expect(server.json(server.callsTo('cli/mj/v1/imagine')[0]!).prompt).toBe('a lighthouse --ar 4:3');
  });

  it('makes a BLEND of the pictures when there is no text', async () => {
    const server = fakeDrawServer();
    useDraw.setState({ draft: '', ratio: '4:3', bag: [done('/api/files/a.png'), done('/api/files/b.png')] });
    expect(await submitDraw()).toBe('sent');
    expect(server.json(server.callsTo('cli/mj/v1/blend')[0]!)).toMatchObject({
      base64ArrayUrl: ['/api/files/a.png', '/api/files/b.png'],
      dimensions: 'LANDSCAPE',
      type: 'mj',
    });
    expect(responses()[0]).toMatchObject({ action: 'BLEND', dimensions: 'LANDSCAPE' });
  });

  it('waits for uploads, and refuses while a failed upload is in the bag', async () => {
    const server = fakeDrawServer();
    useDraw.setState({ draft: 'x', bag: [{ ...done('/a'), status: 'uploading' }] });
    expect(await submitDraw()).toBe('waiting');
    useDraw.setState({ bag: [{ ...done('/a'), status: 'error' }] });
    expect(await submitDraw()).toBe('waiting');
    expect(toast).toHaveBeenLastCalledWith('warning', 'Please delete abnormal files before sending');
    expect(server.calls).toHaveLength(0);
  });

  it("shows a parameter problem in the server's words, before sending", async () => {
    const server = fakeDrawServer();
    useDraw.setState({ draft: 'a cat --chaos 500' });
    expect(await submitDraw()).toBe('nothing');
    expect(toast).toHaveBeenCalledWith('warning', '--chaos must be a whole number from 0 to 100');
    expect(server.calls).toHaveLength(0);
  });

  it('a 3001 refusal becomes a finished failed message with its links, and the words come back', async () => {
    const server = fakeDrawServer();
    server.on('cli/mj/v1/imagine', () => ({
      code: 3001,
      msg: 'Not sent. See the [Terms](/legal/terms.en.html).',
      data: { links: [{ text: 'Terms', href: '/legal/terms.en.html' }] },
    }));
    useDraw.setState({ draft: 'something refused' });
    expect(await submitDraw()).toBe('refused');
    expect(responses()).toEqual([
      expect.objectContaining({
        code: '02',
        done: true,
        progress: 100,
        content: 'Not sent. See the [Terms](/legal/terms.en.html).',
        refused: { links: [{ text: 'Terms', href: '/legal/terms.en.html' }] },
      }),
    ]);
    expect(toast).not.toHaveBeenCalled();
    expect(useDraw.getState().draft).toBe('something refused');
  });

  it('another failure is a warning toast; the task goes and the words and pictures come back', async () => {
    const server = fakeDrawServer();
    server.on('cli/mj/v1/imagine', () => ({ code: 429, msg: 'Queue full', type: 'WARN' }));
    const bag = [done('/api/files/a.png')];
    useDraw.setState({ draft: 'a cat', bag });
    expect(await submitDraw()).toBe('failed');
    expect(toast).toHaveBeenCalledWith('warning', 'Queue full');
    expect(useDraw.getState()).toMatchObject({ messages: [], draft: 'a cat', bag });
  });

  it('a quota refusal opens the drawing plan', async () => {
    const server = fakeDrawServer();
    server.on('cli/mj/v1/imagine', () => ({ code: 402, msg: 'Daily limit reached', data: { upgrade: 'drawing' } }));
    useDraw.setState({ draft: 'a cat' });
    expect(await submitDraw()).toBe('failed');
    expect(useDialogs.getState().plans).toEqual({ focus: 'drawing', limitReached: true });
  });
});

describe('changing a grid', () => {
  const grid = () => {
    useDraw.getState().merge([record({ mjTaskId: 'grid' })]);
    return responses()[0]!;
  };

  it('upscale: form-encoded, the slot is pending at once, the new task is linked to its quadrant', async () => {
    const server = fakeDrawServer();
    let answer: (value: { code: number; data: string }) => void = () => undefined;
    server.on('cli/mj/v1/change', () => new Promise((resolve) => (answer = resolve)));
    const sending = sendChange(grid(), 'UPSCALE', 2);
    expect(responses().find((message) => message.mjTaskId === 'grid')!.expand2).toBe('pending');
    answer({ code: 200, data: 'child' });
    expect(await sending).toBe('sent');
    const form = new URLSearchParams(server.callsTo('cli/mj/v1/change')[0]!.body!);
    expect(Object.fromEntries(form)).toMatchObject({ type: 'mj', action: 'UPSCALE', index: '2', mjTaskId: 'grid' });
    expect(responses().find((message) => message.mjTaskId === 'child')).toMatchObject({
      action: 'UPSCALE',
      parentId: 'grid',
      index: 2,
      code: '01',
    });
  });

  it('an upscale the server refuses to start frees the slot again', async () => {
    const server = fakeDrawServer();
    server.on('cli/mj/v1/change', () => ({ code: 409, msg: 'This drawing has not finished yet', type: 'WARN' }));
    expect(await sendChange(grid(), 'UPSCALE', 3)).toBe('failed');
    expect(responses()).toHaveLength(1);
    expect(responses()[0]!.expand3).toBeNull();
    expect(toast).toHaveBeenCalledWith('warning', 'This drawing has not finished yet');
  });

  it('a quadrant already upscaled, or being upscaled, is not asked for again', async () => {
    const server = fakeDrawServer();
    useDraw.getState().merge([record({ mjTaskId: 'grid', expand1: 'done-child', expand4: 'pending' })]);
    const parent = responses()[0]!;
    expect(await sendChange(parent, 'UPSCALE', 1)).toBe('nothing');
    expect(await sendChange(parent, 'UPSCALE', 4)).toBe('nothing');
    expect(server.callsTo('cli/mj/v1/change')).toHaveLength(0);
  });

  it('variation and reroll send their action; reroll without an index', async () => {
    const server = fakeDrawServer();
    const parent = grid();
    await sendChange(parent, 'VARIATION', 3);
    await sendChange(parent, 'REROLL', null);
    const [variation, reroll] = server
      .callsTo('cli/mj/v1/change')
      .map((call) => Object.fromEntries(new URLSearchParams(call.body!)));
    expect(variation).toMatchObject({ action: 'VARIATION', index: '3' });
    expect(reroll).toMatchObject({ action: 'REROLL' });
    expect(reroll).not.toHaveProperty('index');
  });
});
