import { describe, expect, it } from 'vitest';
import { normalizeMath } from './normalize-math.ts';

describe('math delimiters', () => {
  it('rewrites \\( \\) and \\[ \\] to dollars', () => {
    expect(normalizeMath('Euler: \\(e^{i\\pi}+1=0\\).')).toBe('Euler: $e^{i\\pi}+1=0$.');
    expect(normalizeMath('\\[ a^2+b^2=c^2 \\]')).toBe('\n$$\na^2+b^2=c^2\n$$\n');
  });

  it('leaves code alone', () => {
    const text = 'Use `\\(x\\)` or\n```tex\n\\[ y \\]\n```\nthen \\(z\\)';
    expect(normalizeMath(text)).toBe('Use `\\(x\\)` or\n```tex\n\\[ y \\]\n```\nthen $z$');
  });

  it('returns text without math untouched', () => {
    expect(normalizeMath('plain $x$ text')).toBe('plain $x$ text');
  });
});
