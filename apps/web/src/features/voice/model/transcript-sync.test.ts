import { describe, expect, it } from 'vitest';
import { limitMsFor, limitPhase } from './limits.ts';
import { activeSegmentIndex, matchingSegments } from './transcript-sync.ts';

const segments = [
  { startMs: 0, endMs: 2_000, text: 'Good morning everyone' },
  { startMs: 2_500, endMs: 6_000, text: 'The budget is approved' },
  { startMs: 8_000, endMs: 9_000, text: '预算已经批准' },
];

describe('the transcript follows the player', () => {
  it('lights the line being spoken, and keeps it lit in the pause before the next', () => {
    expect(activeSegmentIndex([], 1_000)).toBe(-1);
    expect(activeSegmentIndex([{ startMs: 500, endMs: 900 }], 100)).toBe(-1);
    expect(activeSegmentIndex(segments, 0)).toBe(0);
    expect(activeSegmentIndex(segments, 2_499)).toBe(0);
    expect(activeSegmentIndex(segments, 2_500)).toBe(1);
    expect(activeSegmentIndex(segments, 7_000)).toBe(1);
    expect(activeSegmentIndex(segments, 60_000)).toBe(2);
  });

  it('finds lines by their text, in any case and in Chinese', () => {
    expect(matchingSegments(segments, 'BUDGET')).toEqual([1]);
    expect(matchingSegments(segments, '批准')).toEqual([2]);
    expect(matchingSegments(segments, '  ')).toEqual([]);
  });
});

describe('the recording limits', () => {
  it('are 1 minute signed out, 5 minutes on the free plan and the server’s on Pro', () => {
    expect(limitMsFor('signedOut')).toBe(60_000);
    expect(limitMsFor('free')).toBe(300_000);
    expect(limitMsFor('pro')).toBeNull();
  });

  it('warn a minute before the 5-minute trial ends (15 s before the 1-minute one)', () => {
    expect(limitPhase(239_999, 300_000)).toBe('ok');
    expect(limitPhase(240_000, 300_000)).toBe('warning');
    expect(limitPhase(300_000, 300_000)).toBe('ended');
    expect(limitPhase(44_000, 60_000)).toBe('ok');
    expect(limitPhase(45_000, 60_000)).toBe('warning');
    expect(limitPhase(10_000_000, null)).toBe('ok');
  });
});
