import { describe, expect, it } from 'vitest';
import { drawCrop, outputSize, rotatedSize } from './crop-image.ts';

const recorder = () => {
  const calls: [string, ...unknown[]][] = [];
  const record =
    (name: string) =>
    (...args: unknown[]) => {
      calls.push([name, ...args]);
    };
  const context = {
    save: record('save'),
    restore: record('restore'),
    clearRect: record('clearRect'),
    scale: record('scale'),
    translate: record('translate'),
    rotate: record('rotate'),
    drawImage: record('drawImage'),
  } as unknown as CanvasRenderingContext2D;
  return { context, calls };
};

describe('avatar crop', () => {
  it('measures the rotated bounding box', () => {
    expect(rotatedSize(400, 200, 0)).toEqual({ width: 400, height: 200 });
    expect(rotatedSize(400, 200, 90)).toEqual({ width: 200, height: 400 });
    expect(rotatedSize(400, 200, -90)).toEqual({ width: 200, height: 400 });
    expect(rotatedSize(400, 200, 180)).toEqual({ width: 400, height: 200 });
  });

  it('maps the crop of the rotated image onto the output square', () => {
    const { context, calls } = recorder();
    const source = {} as CanvasImageSource;
    drawCrop(context, { width: 400, height: 200, source }, { x: 0, y: 100, width: 200, height: 200 }, 90, 120);
    expect(calls).toEqual([
      ['save'],
      ['clearRect', 0, 0, 120, 120],
      ['scale', 0.6, 0.6],
      ['translate', -0, -100],
      ['translate', 100, 200],
      ['rotate', Math.PI / 2],
      ['drawImage', source, -200, -100],
      ['restore'],
    ]);
  });

  it('saves at most 512 px', () => {
    expect(outputSize({ x: 0, y: 0, width: 2000, height: 2000 })).toBe(512);
    expect(outputSize({ x: 0, y: 0, width: 300.4, height: 300.4 })).toBe(300);
  });
});
