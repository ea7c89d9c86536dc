import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage } from '@inkstone/contract/messages';
import { json } from '../../testing/json.ts';
import { auth, startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import { audio, call, en, multipart } from './test-kit.ts';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let id: string;
let recordingId: string;
let wav: Buffer;
beforeAll(async () => {
  t = await startTestApp();
  owner = await t.createUser();
  other = await t.createUser();
  wav = await audio('access.wav', [{ tone: 800 }]);
  id = (await multipart(t, owner, 'upload', wav, { title: 'Private' })).body.data.id;
  recordingId = (await call(t, owner, 'recordStart', { mimeType: 'audio/webm' })).body.data.id;
});
afterAll(() => t.close());

const FORBIDDEN = formatMessage('en', 'errors.forbidden');
const exportAs = (who: TestUser, query: string) =>
  fetch(`${t.url}/api/cli/voice/v1/export?${query}`, { headers: { ...auth(who), 'accept-language': 'en' } });
const minutes = (who: TestUser, body: unknown) =>
  fetch(`${t.url}/api/cli/voice/v1/minutes`, {
    method: 'POST',
    headers: { ...auth(who), 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify(body),
  });

describe("another user's recording", () => {
  it('is refused on every call with the permission message, and nothing changes', async () => {
    const before = (await call(t, owner, 'get', { id })).body.data;
    const calls = [
      await call(t, other, 'get', { id }),
      await call(t, other, 'update', { id, title: 'Mine now', minutes: 'x' }),
      await call(t, other, 'del', { id }),
      await call(t, other, 'transcribe', { id }),
      await call(t, other, 'recordFinish', { id: recordingId, durationMs: 1000 }),
      await multipart(t, other, 'recordChunk', wav, { id: recordingId, seq: '0' }),
    ];
    for (const result of calls) expect([result.status, result.body.msg]).toEqual([403, FORBIDDEN]);
    const minutesAnswer = await minutes(other, { id, template: 'general' });
    expect(minutesAnswer.status).toBe(403);
    expect((await json(minutesAnswer)).msg).toBe(FORBIDDEN);
    const exported = await exportAs(other, `id=${id}&format=txt`);
    expect(exported.status).toBe(403);
    expect((await json(exported)).msg).toBe(FORBIDDEN);
    // Not in their list either, and the owner's recording is as it was.
    expect((await call(t, other, 'page', { current: 1, size: 10 })).body.data.total).toBe(0);
    const after = (await call(t, owner, 'get', { id })).body.data;
    expect({ ...after, audioUrl: null }).toEqual({ ...before, audioUrl: null });
    const open = (await call(t, owner, 'get', { id: recordingId })).body.data;
    expect(open.status).toBe('recording');
    expect((await multipart(t, owner, 'recordChunk', wav, { id: recordingId, seq: '0' })).body.data.received).toBe(1);
  });

  it('answers 404 for an id that does not exist, and asks a signed-out caller to log in', async () => {
    expect((await call(t, owner, 'get', { id: 'nope' })).status).toBe(404);
    expect((await call(t, null, 'get', { id })).status).toBe(401);
    expect((await call(t, null, 'page', {})).status).toBe(401);
  });
});

describe('bad input', () => {
  it('gets a clear message on every call and never a 500', async () => {
    const cases: Array<[string, unknown, string]> = [
      ['get', {}, en('voice.invalidId')],
      ['get', { id: 42 }, en('voice.invalidId')],
      ['page', { current: 'x' }, en('errors.invalidRequest')],
      ['page', { size: 1000 }, en('errors.invalidRequest')],
      ['page', { searchValue: 'x'.repeat(201) }, en('voice.searchTooLong')],
      ['update', { id, title: '' }, en('voice.titleRequired')],
      ['update', { id, title: 'x'.repeat(101) }, en('voice.titleTooLong')],
      ['update', { id, segments: [{ id: 's404', text: 'x' }] }, en('voice.unknownSegment')],
      ['update', { id, speakers: [{ id: 'S9', name: 'Ann' }] }, en('voice.unknownSpeaker')],
      ['update', { id, speakers: [{ id: 'S1', name: '' }] }, en('voice.speakerNameRequired')],
      ['update', { id, minutes: 5 }, en('voice.minutesNotText')],
      ['del', { id: '' }, en('voice.invalidId')],
      ['transcribe', { id, language: 'fr' }, en('voice.unknownLanguage')],
      ['recordStart', { mimeType: 'text/html' }, en('voice.mimeTypeInvalid')],
      ['recordStart', {}, en('voice.mimeTypeInvalid')],
      ['recordFinish', { id: recordingId, durationMs: -1 }, en('voice.durationInvalid')],
      ['recordFinish', { id: recordingId }, en('voice.durationInvalid')],
    ];
    for (const [name, body, message] of cases) {
      const result = await call(t, owner, name, body);
      expect([name, result.status, result.body.msg]).toEqual([name, 400, message]);
    }
    const chunks: Array<[Record<string, string>, string]> = [
      [{ id: recordingId, seq: '-1' }, en('voice.seqInvalid')],
      [{ id: recordingId, seq: 'abc' }, en('voice.seqInvalid')],
      [{ seq: '1' }, en('voice.invalidId')],
    ];
    for (const [fields, message] of chunks) {
      const result = await multipart(t, owner, 'recordChunk', wav, fields);
      expect([result.status, result.body.msg]).toEqual([400, message]);
    }
    const tooBig = await multipart(t, owner, 'recordChunk', Buffer.alloc(9 * 1024 * 1024, 1), {
      id: recordingId,
      seq: '1',
    });
    expect([tooBig.status, tooBig.body.msg]).toEqual([413, en('voice.chunkTooLarge', { limit: '8.0MB' })]);
    const plain = await fetch(`${t.url}/api/cli/voice/v1/upload`, {
      method: 'POST',
      headers: { ...auth(owner), 'content-type': 'application/json' },
      body: '{}',
    });
    expect(plain.status).toBeLessThan(500);
    expect((await minutes(owner, { id, template: 'poem' })).status).toBe(400);
    const noTranscript = await minutes(owner, { id, template: 'general' });
    expect((await json(noTranscript)).msg).toBe(en('voice.noTranscript'));
    for (const query of [`id=${id}&format=pdf`, `format=txt`, `id=${id}&format=txt`]) {
      const answer = await exportAs(owner, query);
      expect(answer.status, query).toBeGreaterThanOrEqual(400);
      expect(answer.status, query).toBeLessThan(500);
    }
    // Nothing was changed by any of it.
    const after = (await call(t, owner, 'get', { id })).body.data;
    expect(after).toMatchObject({ title: 'Private', minutes: null });
    expect((await call(t, owner, 'get', { id: recordingId })).body.data.status).toBe('recording');
  });
});
