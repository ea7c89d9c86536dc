import sharp from 'sharp';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { checkAccess, type RouteCheck } from '../../testing/access-matrix.ts';
import { auth, startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';

/** DESIGN.md §4a: private files by owner check or signed address, avatars public, by each kind of caller. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** The addresses the API handed the owner for a private picture (signed) and their avatar (lasting). */
type Files = { signed: string; bare: string; avatar: string };

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 20, g: 160, b: 90 } } })
    .png()
    .toBuffer();

async function upload(purpose: string, headers: Record<string, string>) {
  const body = new FormData();
  body.set('filePurpose', purpose);
  body.set('file', new Blob([new Uint8Array(await png())]), 'picture.png');
  return fetch(`${t.url}/api/cli/file/v1/upload`, { method: 'POST', body, headers });
}

async function files(owner: TestUser): Promise<Files> {
  const addressOf = async (purpose: string) =>
    ((await (await upload(purpose, auth(owner))).json()) as { data: { url: string } }).data.url;
  const signed = await addressOf('mj');
  return { signed, bare: signed.split('?')[0]!, avatar: await addressOf('avatar') };
}

const download = (url: string) => (headers: Record<string, string>) => fetch(`${t.url}${url}`, { headers });

const routes: Array<RouteCheck<Files>> = [
  {
    route: 'GET a private file, bare',
    call: (f, headers) => download(f.bare)(headers),
    expect: { owner: 'ok', outsider: 'forbidden', anonymous: 'forbidden' },
  },
  {
    route: 'GET a private file at its signed address',
    call: (f, headers) => download(f.signed)(headers),
    expect: { owner: 'ok', outsider: 'ok', anonymous: 'ok' },
  },
  {
    route: 'GET an avatar',
    call: (f, headers) => download(f.avatar)(headers),
    expect: { owner: 'ok', outsider: 'ok', anonymous: 'ok' },
  },
  {
    route: 'POST upload',
    call: (_, headers) => upload('mj', headers),
    expect: { owner: 'ok', outsider: 'ok', anonymous: 'unauthorized' },
  },
];

describe('who may fetch a file', () => {
  it('serves a private file to its owner or at its signed address, an avatar to anyone', async () => {
    await checkAccess(t, { fixture: files, routes });
  });
});
