import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cutAudio, decodeToWav16k, trimAudio } from './convert.ts';
import { MediaError } from './errors.ts';
import { probeAudio } from './probe.ts';
import { runTool } from './run.ts';
import { ffmpegStatus } from './status.ts';
import { makeAudio } from './testing/audio.ts';
import { defaultTools } from './tools.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'inkstone-media-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const nowhere = { ffmpeg: path.join(dir, 'no-ffmpeg'), ffprobe: path.join(dir, 'no-ffprobe') };

async function failure(work: Promise<unknown>): Promise<MediaError> {
  const error = await work.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(MediaError);
  return error as MediaError;
}

describe('ffmpeg status', () => {
  it('finds the installed ffmpeg and its version', async () => {
    const status = await ffmpegStatus();
    expect(status.available).toBe(true);
    expect(status.version).toMatch(/^\d/);
  });

  it('says unavailable, without throwing, when the tools are not where configured', async () => {
    expect(defaultTools({ FFMPEG_PATH: nowhere.ffmpeg }).ffmpeg).toBe(nowhere.ffmpeg);
    const status = await ffmpegStatus(nowhere);
    expect(status).toMatchObject({ available: false });
    expect(status.reason).toContain('not installed');
  });

  it('needs ffprobe too', async () => {
    expect(await ffmpegStatus({ ffmpeg: 'ffmpeg', ffprobe: nowhere.ffprobe })).toMatchObject({ available: false });
  });
});

describe('running a tool', () => {
  it('kills it at its time limit', async () => {
    const error = await failure(runTool('sleep', ['5'], { timeoutMs: 100 }));
    expect(error.kind).toBe('timeout');
  });

  it('keeps stderr in the error', async () => {
    const error = await failure(
      runTool('ffmpeg', ['-v', 'error', '-i', path.join(dir, 'absent.wav'), '-f', 'null', '-']),
    );
    expect(error.kind).toBe('failed');
    expect(error.message).toContain('No such file');
  });

  it('passes file names as data, never through a shell', async () => {
    const odd = makeAudio(dir, 'a $(touch pwned) ;b.wav', [{ tone: 300 }]);
    expect((await probeAudio(odd)).codec).toBe('pcm_s16le');
    expect(() => statSync(path.join(process.cwd(), 'pwned'))).toThrow();
  });
});

describe('probing', () => {
  it('reads duration, format, codec and size of an mp3, a wav and an ogg', async () => {
    const parts = [{ tone: 1000 }, { silence: 500 }, { tone: 500 }];
    const mp3 = await probeAudio(makeAudio(dir, 'p.mp3', parts));
    expect(mp3).toMatchObject({ format: 'mp3', codec: 'mp3' });
    expect(Math.abs(mp3.durationMs - 2000)).toBeLessThan(100);
    expect(mp3.sizeBytes).toBe(statSync(path.join(dir, 'p.mp3')).size);
    const wav = await probeAudio(makeAudio(dir, 'p.wav', parts));
    expect(wav).toMatchObject({ format: 'wav', codec: 'pcm_s16le', durationMs: 2000 });
    const ogg = await probeAudio(makeAudio(dir, 'p.ogg', parts, ['-c:a', 'libopus']));
    expect(ogg).toMatchObject({ format: 'ogg', codec: 'opus' });
  });

  it('counts a webm stream that has no duration in its header (as MediaRecorder writes)', async () => {
    // Written to a pipe, ffmpeg cannot go back to fill in the duration: like joined chunks.
    const webm = path.join(dir, 'stream.webm');
    const source = makeAudio(dir, 'stream-src.wav', [{ tone: 1500 }]);
    const bytes = execFileSync('ffmpeg', ['-v', 'error', '-i', source, '-c:a', 'libopus', '-f', 'webm', 'pipe:1']);
    writeFileSync(webm, bytes);
    const header = execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', webm]);
    expect(header.toString().trim()).toBe('N/A');
    const info = await probeAudio(webm);
    expect(info).toMatchObject({ format: 'matroska,webm', codec: 'opus' });
    expect(Math.abs(info.durationMs - 1500)).toBeLessThan(100);
  });

  it('refuses files that are not audio, by content', async () => {
    const text = path.join(dir, 'notes.mp3');
    writeFileSync(text, 'this is only text pretending to be an mp3 file\n'.repeat(20));
    expect((await failure(probeAudio(text))).kind).toBe('not_audio');
    const picture = path.join(dir, 'picture.wav');
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'color=c=red:s=32x32',
      '-frames:v',
      '1',
      '-f',
      'image2',
      picture,
    ]);
    expect((await failure(probeAudio(picture))).kind).toBe('not_audio');
    const empty = path.join(dir, 'empty.wav');
    writeFileSync(empty, '');
    expect((await failure(probeAudio(empty))).kind).toBe('not_audio');
  });

  it('says missing when ffprobe is not there', async () => {
    const wav = makeAudio(dir, 'm.wav', [{ tone: 200 }]);
    expect((await failure(probeAudio(wav, { tools: nowhere }))).kind).toBe('missing');
  });
});

describe('converting', () => {
  const source = () => makeAudio(dir, 'long.mp3', [{ tone: 2000 }, { silence: 1000 }, { tone: 2000, freq: 660 }]);

  it('decodes to 16 kHz mono WAV', async () => {
    const output = path.join(dir, 'decoded.wav');
    await decodeToWav16k(source(), output);
    const probe = execFileSync('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'stream=sample_rate,channels,codec_name',
      '-of',
      'csv=p=0',
      output,
    ]);
    expect(probe.toString().trim()).toBe('pcm_s16le,16000,1');
    // 5 s of 16-bit samples at 16 kHz, plus the header
    expect(Math.abs(statSync(output).size - 5 * 32_000)).toBeLessThan(4000);
  });

  it('trims to a length, keeping the codec', async () => {
    const output = path.join(dir, 'trimmed.mp3');
    await trimAudio(source(), output, 3000);
    const info = await probeAudio(output);
    expect(info.codec).toBe('mp3');
    expect(Math.abs(info.durationMs - 3000)).toBeLessThan(100);
  });

  it('trims a MediaRecorder-like webm stream (no duration in its header) and keeps it webm/opus', async () => {
    const source = makeAudio(dir, 'rec-src.wav', [{ tone: 4000 }]);
    const webm = path.join(dir, 'rec.webm');
    writeFileSync(
      webm,
      execFileSync('ffmpeg', ['-v', 'error', '-i', source, '-c:a', 'libopus', '-f', 'webm', 'pipe:1']),
    );
    const output = path.join(dir, 'rec-trimmed.webm');
    await trimAudio(webm, output, 2500);
    const info = await probeAudio(output);
    expect(info).toMatchObject({ format: 'matroska,webm', codec: 'opus' });
    expect(Math.abs(info.durationMs - 2500)).toBeLessThan(100);
  });

  it('cuts a range into a small 16 kHz mono piece', async () => {
    const output = path.join(dir, 'piece.mp3');
    await cutAudio(source(), output, 1500, 4000);
    const info = await probeAudio(output);
    expect(Math.abs(info.durationMs - 2500)).toBeLessThan(100);
    // 48 kbps: 2.5 s is about 15 kB
    expect(info.sizeBytes).toBeLessThan(25_000);
    await expect(cutAudio(source(), output, 3000, 2000)).rejects.toThrow(RangeError);
  });

  it('refuses non-audio input with not_audio', async () => {
    const text = path.join(dir, 'text.ogg');
    writeFileSync(text, 'plain words, no sound at all\n'.repeat(20));
    expect((await failure(decodeToWav16k(text, path.join(dir, 'x.wav')))).kind).toBe('not_audio');
    expect((await failure(cutAudio(text, path.join(dir, 'y.mp3'), 0, 1000))).kind).toBe('not_audio');
  });

  it('says missing when ffmpeg is not there', async () => {
    const error = await failure(decodeToWav16k(source(), path.join(dir, 'z.wav'), { tools: nowhere }));
    expect(error.kind).toBe('missing');
  });
});
