import { describe, expect, it } from 'vitest';
import { circles, importGraph } from './import-graph.ts';

describe('no circle of imports, types included', () => {
  it('finds none in our sources', () => {
    expect(circles(importGraph())).toEqual([]);
  });

  it('finds the type-only circle that import-x/no-cycle lets through', () => {
    expect(circles(importGraph(['lint/fixtures/type-cycle']))).toEqual([
      ['lint/fixtures/type-cycle/a.ts', 'lint/fixtures/type-cycle/b.ts'],
    ]);
  });

  it('finds a value circle too', () => {
    expect(circles(importGraph(['lint/fixtures/cycle']))).toHaveLength(1);
  });
});
