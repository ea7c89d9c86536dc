import { describe, expect, it } from 'vitest';
import { splitBlocks } from './blocks.ts';
import { chunkText, type Chunk } from './chunk.ts';
import { qaText } from './qa-text.ts';
import { estimateTokens } from './tokens.ts';

const englishSentence = (n: number) => `Sentence number ${n} talks about the river and the old bridge near the city.`;
const chineseSentence = (n: number) => `第${n}句话讲述了南京市长江大桥的建设历史和它对交通的意义。`;

function expectExactOffsets(text: string, chunks: Chunk[]) {
  for (const chunk of chunks) expect(text.slice(chunk.start, chunk.end)).toBe(chunk.text);
}

describe('token estimate', () => {
  it('counts a Han character as 1 and a Latin word as 1.3, punctuation as nothing', () => {
    expect(estimateTokens('长江大桥。')).toBe(4);
    expect(estimateTokens('the old bridge!')).toBeCloseTo(3.9);
    expect(estimateTokens('微信 API')).toBeCloseTo(3.3);
  });
});

describe('chunking', () => {
  it('sizes long prose at 400–600 tokens with overlapping sentences and exact offsets', () => {
    const text = Array.from({ length: 120 }, (_, i) => englishSentence(i)).join(' ');
    const chunks = chunkText({ text });
    expect(chunks.length).toBeGreaterThan(2);
    expectExactOffsets(text, chunks);
    for (const chunk of chunks.slice(0, -1)) {
      expect(chunk.tokens).toBeGreaterThanOrEqual(400);
      expect(chunk.tokens).toBeLessThanOrEqual(600);
    }
    // Overlap: each chunk starts before the previous one ends, at a sentence start.
    for (let i = 1; i < chunks.length; i++) {
      expect(chunks[i]!.start).toBeLessThan(chunks[i - 1]!.end);
      expect(chunks[i]!.text.startsWith('Sentence number')).toBe(true);
    }
    expect(chunks.map((chunk) => chunk.ordinal)).toEqual(chunks.map((_, i) => i));
    expect(chunks.at(-1)!.end).toBe(text.length);
  });

  it('cuts Chinese prose at sentence ends', () => {
    const text = Array.from({ length: 40 }, (_, i) => chineseSentence(i)).join('');
    const chunks = chunkText({ text });
    expect(chunks.length).toBeGreaterThan(1);
    expectExactOffsets(text, chunks);
    for (const chunk of chunks) expect(chunk.text.endsWith('。')).toBe(true);
  });

  it('starts a section at its heading and remembers the headings above a chunk', () => {
    const body = (topic: string, n: number) =>
      Array.from({ length: n }, (_, i) => `${topic} fact ${i} is stated here.`).join(' ');
    const text = `# Guide\n\n## Rivers\n\n${body('River', 60)}\n\n## Bridges\n\n${body('Bridge', 100)}\n`;
    const chunks = chunkText({ text });
    expectExactOffsets(text, chunks);
    const bridges = chunks.find((chunk) => chunk.text.startsWith('## Bridges'));
    expect(bridges).toBeDefined();
    expect(bridges!.headings).toEqual(['Guide']);
    const later = chunks.filter((chunk) => chunk.start > bridges!.start);
    expect(later.length).toBeGreaterThan(0);
    for (const chunk of later) expect(chunk.headings).toEqual(['Guide', 'Bridges']);
    // No chunk mixes river facts into the bridge section's opening.
    expect(bridges!.text).not.toContain('River fact');
  });

  it('keeps Q&A pairs whole, never split nor overlapped', () => {
    const pairs = Array.from({ length: 60 }, (_, i) => ({
      question: `问题${i}：长江大桥有多长？`,
      answer: `回答${i}：南京长江大桥正桥长1577米，铁路桥全长6772米，公路桥全长4589米。`,
    }));
    const source = qaText(pairs);
    const chunks = chunkText(source);
    expect(chunks.length).toBeGreaterThan(1);
    expectExactOffsets(source.text, chunks);
    const seen = chunks.flatMap((chunk) => [...chunk.text.matchAll(/Q: 问题(\d+)/g)].map((m) => Number(m[1])));
    expect(seen).toEqual(pairs.map((_, i) => i));
    for (const chunk of chunks) {
      expect(chunk.text.startsWith('Q: ')).toBe(true);
      expect(chunk.text.endsWith('米。')).toBe(true);
    }
  });

  it('keeps table rows whole and drops a table rule from the blocks', () => {
    const rows = Array.from(
      { length: 80 },
      (_, i) => `| 城市${i} | population ${i * 1000} | 长江沿岸的重要港口城市之一 |`,
    );
    const text = `| 城市 | population | 说明 |\n|---|---|---|\n${rows.join('\n')}`;
    const blocks = splitBlocks({ text });
    expect(blocks.every((block) => block.kind === 'row')).toBe(true);
    expect(blocks).toHaveLength(81);
    const chunks = chunkText({ text });
    expect(chunks.length).toBeGreaterThan(1);
    expectExactOffsets(text, chunks);
    for (const chunk of chunks) {
      expect(chunk.text.startsWith('|')).toBe(true);
      expect(chunk.text.endsWith('|')).toBe(true);
    }
  });

  it('gives each chunk its page, and no chunk crosses a page break', () => {
    const page1 = Array.from({ length: 5 }, (_, i) => englishSentence(i)).join(' ');
    const page2 = Array.from({ length: 5 }, (_, i) => chineseSentence(i)).join('');
    const text = `${page1}\n${page2}`;
    const chunks = chunkText({ text, pageStarts: [0, page1.length + 1] });
    expect(chunks.map((chunk) => [chunk.page, chunk.text])).toEqual([
      [1, page1],
      [2, page2],
    ]);
    expectExactOffsets(text, chunks);
  });

  it('cuts a sentence longer than a chunk at word boundaries', () => {
    const text = Array.from({ length: 900 }, (_, i) => `word${i}`).join(' ');
    const chunks = chunkText({ text });
    expect(chunks.length).toBeGreaterThan(1);
    expectExactOffsets(text, chunks);
    for (const chunk of chunks) {
      expect(chunk.tokens).toBeLessThanOrEqual(600);
      expect(chunk.text).toMatch(/^word\d+/);
      expect(chunk.text).toMatch(/word\d+$/);
    }
  });

  it('makes nothing of empty text', () => {
    expect(chunkText({ text: '  \n\n ' })).toEqual([]);
  });
});
