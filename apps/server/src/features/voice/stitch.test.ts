import { describe, expect, it } from 'vitest';
import { clockOf, toSrt } from './export.ts';
import { offsetLines, stitch } from './stitch.ts';
import type { VoiceRecordingRow } from './tables.ts';

describe('stitching pieces', () => {
  it("adds each piece's start to its lines and words, and gives every word to its line", () => {
    const lines = offsetLines(
      { startMs: 30_000, endMs: 40_000 },
      {
        text: 'Hello there. Next line.',
        segments: [
          { startMs: 0, endMs: 2000, text: ' Hello there. ', speaker: 'A' },
          { startMs: 2500, endMs: 4000, text: 'Next line.', speaker: 'B' },
          { startMs: 4000, endMs: 4500, text: '   ' },
        ],
        words: [
          { startMs: 0, endMs: 900, text: 'Hello' },
          { startMs: 1000, endMs: 1900, text: 'there.' },
          { startMs: 2500, endMs: 3000, text: 'Next' },
          { startMs: 3100, endMs: 4000, text: 'line.' },
        ],
      },
    );
    expect(lines).toEqual([
      {
        id: '',
        startMs: 30_000,
        endMs: 32_000,
        speaker: 'A',
        text: 'Hello there.',
        words: [
          { startMs: 30_000, endMs: 30_900, text: 'Hello' },
          { startMs: 31_000, endMs: 31_900, text: 'there.' },
        ],
      },
      {
        id: '',
        startMs: 32_500,
        endMs: 34_000,
        speaker: 'B',
        text: 'Next line.',
        words: [
          { startMs: 32_500, endMs: 33_000, text: 'Next' },
          { startMs: 33_100, endMs: 34_000, text: 'line.' },
        ],
      },
    ]);
  });

  it('keeps a provider that answers only text as one line for the piece, and never past its end', () => {
    expect(offsetLines({ startMs: 5000, endMs: 8000 }, { text: '你好', segments: [] })).toEqual([
      { id: '', startMs: 5000, endMs: 8000, text: '你好' },
    ]);
    const late = offsetLines(
      { startMs: 0, endMs: 1000 },
      { text: 'x', segments: [{ startMs: 900, endMs: 5000, text: 'x' }] },
    );
    expect(late[0]).toMatchObject({ startMs: 900, endMs: 1000 });
  });

  it('numbers the lines in order and names speakers S1, S2… by first appearance', () => {
    const joined = stitch([
      { startMs: 0, endMs: 10, segments: [{ id: '', startMs: 0, endMs: 5, text: 'a', speaker: 'B' }] },
      {
        startMs: 10,
        endMs: 20,
        segments: [
          { id: '', startMs: 10, endMs: 15, text: 'b', speaker: 'A' },
          { id: '', startMs: 15, endMs: 20, text: 'c', speaker: 'B' },
        ],
      },
    ]);
    expect(joined.segments.map((s) => [s.id, s.speaker, s.text])).toEqual([
      ['s1', 'S1', 'a'],
      ['s2', 'S2', 'b'],
      ['s3', 'S1', 'c'],
    ]);
    expect(joined.speakers).toEqual([
      { id: 'S1', name: 'S1' },
      { id: 'S2', name: 'S2' },
    ]);
    expect(joined.text).toBe('a\nb\nc');
  });
});

describe('subtitles', () => {
  it('writes SRT times and renamed speakers', () => {
    expect(clockOf(3_723_004)).toBe('01:02:03');
    expect(clockOf(3_723_004, true)).toBe('01:02:03,004');
    const row = {
      speakers: [{ id: 'S1', name: 'Ann' }],
      segments: [{ id: 's1', startMs: 1500, endMs: 4000, speaker: 'S1', text: 'Hello.' }],
    } as unknown as VoiceRecordingRow;
    expect(toSrt(row)).toBe('1\n00:00:01,500 --> 00:00:04,000\nAnn: Hello.\n');
  });
});
