import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Test audio made by ffmpeg itself (lavfi sources), so the tests need no binary fixtures.
 * `parts` alternate: a tone (`{ tone: ms }`) or silence (`{ silence: ms }`), joined in order.
 */
export type Part = { tone: number; freq?: number } | { silence: number };

export function makeAudio(dir: string, name: string, parts: Part[], extraArgs: string[] = []): string {
  const output = path.join(dir, name);
  const inputs = parts.flatMap((part) =>
    'tone' in part
      ? ['-f', 'lavfi', '-i', `sine=f=${part.freq ?? 440}:d=${part.tone / 1000}:r=16000`]
      : ['-f', 'lavfi', '-i', `anullsrc=r=16000:cl=mono:d=${part.silence / 1000}`],
  );
  const labels = parts.map((_, index) => `[${index}:a]`).join('');
  execFileSync('ffmpeg', [
    '-nostdin',
    '-v',
    'error',
    '-y',
    ...inputs,
    '-filter_complex',
    `${labels}concat=n=${parts.length}:v=0:a=1[out]`,
    '-map',
    '[out]',
    '-ac',
    '1',
    ...extraArgs,
    output,
  ]);
  return output;
}

/**
 * Real speech for the VAD tests: 2.5 s of an English sentence that the AI SDK's OpenAI package
 * ships for its own transcription tests (`@ai-sdk/openai`, a dependency of the server). No npm or
 * Debian package here synthesises speech (no espeak, flite or pico), and Silero rightly refuses
 * to call ffmpeg's tones or noise speech, so a recorded voice is the only honest input.
 */
export function speechSample(): string {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('@ai-sdk/openai');
  let dir = path.dirname(entry);
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  const sample = path.join(dir, 'src/transcription/transcription-test.mp3');
  if (!existsSync(sample)) throw new Error(`speech sample missing: ${sample} (did @ai-sdk/openai stop shipping it?)`);
  return sample;
}
