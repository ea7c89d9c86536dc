import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A WAV of real speech for Chromium's fake microphone (`--use-file-for-fake-audio-capture`, which
 * loops it): the 2.5 s English sentence `@ai-sdk/openai` (a server dependency) ships for its own
 * tests, with a second of silence after it. Chromium's default fake capture is a beep, which the
 * server's voice-activity detection rightly finds no speech in.
 */
export function speechWav(): string {
  const output = path.join(tmpdir(), `inkstone-e2e-speech-${process.pid}.wav`);
  if (existsSync(output)) return output;
  const sample = speechMp3();
  execFileSync('ffmpeg', [
    '-nostdin',
    '-v',
    'error',
    '-y',
    '-i',
    sample,
    '-af',
    'apad=pad_dur=1',
    '-ac',
    '1',
    '-ar',
    '48000',
    '-c:a',
    'pcm_s16le',
    output,
  ]);
  return output;
}

/** The sentence itself, as `@ai-sdk/openai` ships it (an MP3 of 2.5 s). */
export function speechMp3(): string {
  const require = createRequire(path.resolve(import.meta.dirname, '../apps/server/package.json'));
  let dir = path.dirname(require.resolve('@ai-sdk/openai'));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return path.join(dir, 'src/transcription/transcription-test.mp3');
}
