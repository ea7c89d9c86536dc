import { describe, expect, it } from 'vitest';
import { sectionsOf } from './outline.ts';

describe('the sections of an outline', () => {
  it('are its top-level entries, in order, whatever the list style', () => {
    const outline = '## Why oolong\n  - history\n1. How it is made\n- **Brewing**\n\nsome prose\n二、冲泡方法';
    expect(sectionsOf(outline)).toEqual(['Why oolong', 'How it is made', 'Brewing', '冲泡方法']);
  });

  it('reads numbered Chinese headings', () => {
    expect(sectionsOf('1、起源\n2、制作\n### 品鉴')).toEqual(['起源', '制作', '品鉴']);
  });
});
