import type { DrawPush, ImagePage, ImageRecord } from '@inkstone/contract/draw';
import { fakeApi, type FakeAnswer, type FakeCall, type FakeHandler } from '@/test/fake-api.ts';

let ids = 0;

/** An image history record as the server presents it; a finished CREATE unless told otherwise. */
export function record(overrides: Partial<ImageRecord> = {}): ImageRecord {
  const id = overrides.mjTaskId ?? `task${(ids++).toString().padStart(4, '0')}`;
  const code = overrides.code ?? '00';
  const url = code === '00' ? (overrides.url ?? `/api/files/${id}.png`) : null;
  return {
    tableId: id,
    msgId: null,
    mjTaskId: id,
    type: 'mj',
    prompt: 'a red boat --ar 1:1',
    base64ImgUrl: '',
    action: 'CREATE',
    status: code,
    code,
    progress: code === '01' ? 40 : 100,
    reponse: code === '00' ? url! : code === '02' ? 'generation failed, please try again' : '40',
    url,
    failReason: code === '02' ? 'generation failed, please try again' : null,
    width: 1024,
    height: 1024,
    provider: 'offline',
    parentId: null,
    index: null,
    expand1: null,
    expand2: null,
    expand3: null,
    expand4: null,
    createDate: '2026-01-01T10:00:00.000Z',
    updateDate: '2026-01-01T10:00:05.000Z',
    ...overrides,
    ...(overrides.code && !overrides.status ? { status: overrides.code } : {}),
  };
}

export function push(overrides: Partial<DrawPush> & Pick<DrawPush, 'mjTaskId'>): DrawPush {
  const code = overrides.code ?? '01';
  return {
    type: 'draw',
    action: 'CREATE',
    code,
    progress: code === '01' ? 50 : 100,
    content:
      code === '00'
        ? `/api/files/${overrides.mjTaskId}.png`
        : code === '02'
          ? 'generation failed, please try again'
          : '50',
    url: code === '00' ? `/api/files/${overrides.mjTaskId}.png` : null,
    failReason: code === '02' ? 'generation failed, please try again' : null,
    parentId: null,
    index: null,
    provider: 'offline',
    ...overrides,
  };
}

export const pageOf = (records: ImageRecord[], current = 1, total = records.length): ImagePage => ({
  records,
  total,
  current,
  size: 10,
  pages: Math.ceil(total / 10),
});

type Call = FakeCall;
type Answer = FakeAnswer;
type Handler = FakeHandler;

/**
 * A fetch stand-in for the drawing calls (and the config call around the page). Each path has
 * a default answer that a test can replace; every call is recorded.
 */
export function fakeDrawServer() {
  let task = 0;
  // Counts as the server does (the contract's countsAsDrawing): every call but an upscale.
  let used = 0;
  const counted = (answer: Answer, call: Call) => {
    if (answer.code === 200 && !(call.body ?? '').includes('action=UPSCALE')) used += 1;
    return answer;
  };
  const handlers: Record<string, Handler> = {
    'cli/config/v1/get': () => ({
      code: 200,
      data: { edition: 'global', demoMode: true, version: '1.0.0', recordNumber: null, contactEmail: null },
    }),
    'cli/mj/v1/page': () => ({ code: 200, data: pageOf([]) }),
    'cli/mj/v1/imagine': (call) => counted({ code: 200, data: `new${task++}` }, call),
    'cli/mj/v1/blend': (call) => counted({ code: 200, data: `new${task++}` }, call),
    'cli/mj/v1/change': (call) => counted({ code: 200, data: `new${task++}` }, call),
    'cli/mj/v1/allowance': () => ({
      code: 200,
      data: { used, limit: 3, left: Math.max(0, 3 - used), plan: false, resetsAt: '2026-01-02T00:00:00.000Z' },
    }),
  };
  return {
    ...fakeApi(handlers),
    json: (call: Call) => JSON.parse(call.body ?? '{}') as Record<string, unknown>,
  };
}
