import { execFileSync } from 'node:child_process';
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
