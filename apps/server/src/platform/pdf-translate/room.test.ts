import { describe, expect, it } from 'vitest';
import { roomBelow } from './room.js';

describe('roomBelow', () => {
  const box = { left: 100, right: 300, bottom: 700, top: 716 };

  it('grows down to the nearest obstacle under the box, less a third of the size', () => {
    const obstacles = [
      { left: 50, right: 150, bottom: 500, top: 640 }, // under the box: the limit
      { left: 320, right: 500, bottom: 600, top: 690 }, // beside it: ignored
      { left: 100, right: 300, bottom: 720, top: 760 }, // above it: ignored
    ];
    expect(roomBelow(box, 12, obstacles, 60)).toEqual({ ...box, bottom: 644 });
  });

  it('stops at the floor when nothing is below, and never shrinks the box', () => {
    expect(roomBelow(box, 12, [], 60).bottom).toBe(60);
    expect(roomBelow(box, 12, [{ left: 100, right: 300, bottom: 650, top: 699.8 }], 60).bottom).toBe(700);
  });
});
