import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { MediaError } from './errors.ts';

/**
 * Streams a 16 kHz mono 16-bit WAV (what decodeToWav16k writes) as float frames of `frameSamples`,
 * without holding the file in memory: four hours of audio is 460 MB of samples.
 */
export async function* wavFrames(path: string, frameSamples: number): AsyncGenerator<Float32Array> {
  const dataOffset = await dataChunkOffset(path);
  const frame = new Float32Array(frameSamples);
  let filled = 0;
  let carry: Buffer | null = null;
  for await (const raw of createReadStream(path, { start: dataOffset, highWaterMark: 1 << 16 })) {
    let chunk = raw as Buffer;
    if (carry) {
      chunk = Buffer.concat([carry, chunk]);
      carry = null;
    }
    const whole = chunk.length - (chunk.length % 2);
    for (let at = 0; at < whole; at += 2) {
      frame[filled++] = chunk.readInt16LE(at) / 32768;
      if (filled === frameSamples) {
        yield frame;
        filled = 0;
      }
    }
    if (whole < chunk.length) carry = chunk.subarray(whole);
  }
  // The last, partial frame is padded with silence so the tail is judged too.
  if (filled > 0) {
    frame.fill(0, filled);
    yield frame;
  }
}

/** Where the samples start: after RIFF/WAVE and the chunks before `data` (fmt, LIST…). */
async function dataChunkOffset(path: string): Promise<number> {
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(4096);
    const { bytesRead } = await file.read(head, 0, head.length, 0);
    if (bytesRead < 12 || head.toString('ascii', 0, 4) !== 'RIFF' || head.toString('ascii', 8, 12) !== 'WAVE') {
      throw new MediaError('not_audio', 'not a WAV file');
    }
    let at = 12;
    while (at + 8 <= bytesRead) {
      const id = head.toString('ascii', at, at + 4);
      const size = head.readUInt32LE(at + 4);
      if (id === 'fmt ') {
        const channels = head.readUInt16LE(at + 10);
        const rate = head.readUInt32LE(at + 12);
        const bits = head.readUInt16LE(at + 22);
        if (channels !== 1 || rate !== 16_000 || bits !== 16) {
          throw new MediaError(
            'failed',
            `expected 16 kHz mono 16-bit WAV, got ${rate} Hz, ${channels} ch, ${bits} bit`,
          );
        }
      }
      if (id === 'data') return at + 8;
      at += 8 + size + (size % 2);
    }
    throw new MediaError('not_audio', 'the WAV file has no data chunk');
  } finally {
    await file.close();
  }
}
