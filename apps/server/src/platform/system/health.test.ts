import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/harness.ts';
import { json } from '../../testing/json.ts';

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

const health = async (env: Record<string, string>) => {
  t = await startTestApp({ env });
  const body = await json(fetch(`${t.url}/api/health`));
  return body.data as Record<string, unknown>;
};

describe('health: what voice needs', () => {
  it('says ffmpeg is there, with its version, and that no speech provider is set', async () => {
    const data = await health({});
    expect(data.ffmpeg).toMatchObject({ available: true, version: expect.stringMatching(/^\d/) as string });
    expect(data.speechRecognition).toEqual({ configured: false });
  });

  it('says ffmpeg is missing — without naming the path — while the rest of the server answers', async () => {
    const data = await health({ FFMPEG_PATH: '/nowhere/ffmpeg', STT_BASE_URL: 'http://127.0.0.1:3289/v1' });
    expect(data).toMatchObject({ status: 'ok', ffmpeg: { available: false }, speechRecognition: { configured: true } });
    expect(JSON.stringify(data)).not.toContain('/nowhere');
    const config = await json(fetch(`${t!.url}/api/cli/config/v1/get`));
    expect(config.code).toBe(200);
  });
});
