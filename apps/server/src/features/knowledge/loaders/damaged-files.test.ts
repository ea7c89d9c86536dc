import { describe, expect, it } from 'vitest';
import { loadDocument } from './index.ts';
import { loadQaTable } from './qa-table.ts';
import { buildDocx, buildEpub, buildPptx, buildXlsx } from './testing/office-fixtures.ts';
import { buildPdf } from './testing/pdf-fixtures.ts';

// A fixed-seed generator: the same damage on every run, so a failure can be replayed.
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
}

function damaged(bytes: Uint8Array, seed: number): Uint8Array[] {
  const next = random(seed);
  const out: Uint8Array[] = [];
  for (const share of [0.1, 0.35, 0.8, 0.97]) out.push(bytes.slice(0, Math.floor(bytes.length * share)));
  for (let round = 0; round < 8; round++) {
    const copy = bytes.slice();
    for (let flip = 0; flip < 1 + round * 4; flip++) copy[Math.floor(next() * copy.length)] = Math.floor(next() * 256);
    out.push(copy);
  }
  return out;
}

describe('damaged files', () => {
  it('end in a load or a refusal, never an exception, for every format', async () => {
    const files: Array<[string, Uint8Array]> = [
      [
        'a.pdf',
        await buildPdf([
          { lines: [{ text: 'Title', size: 20 }, { text: '正文内容' }] },
          { scan: { width: 64, height: 64 } },
        ]),
      ],
      ['a.docx', await buildDocx()],
      ['a.pptx', await buildPptx([{ title: 'T', body: ['b'], table: [['1', '2']] }])],
      [
        'a.xlsx',
        buildXlsx({
          S: [
            ['问题', '答案'],
            ['q', 'a'],
          ],
        }),
      ],
      ['a.epub', buildEpub([{ file: 'c.xhtml', title: 'C', html: '<p>text</p>' }])],
      ['a.csv', new TextEncoder().encode('question,answer\nq,"a, b"\n')],
      ['a.html', new TextEncoder().encode('<html><head><title>T</title></head><body><p>x</p></body></html>')],
    ];
    let refusals = 0;
    for (const [name, bytes] of files) {
      for (const [index, broken] of damaged(bytes, name.length * 7919).entries()) {
        const result = await loadDocument(broken, name).catch((error: unknown) => {
          throw new Error(`${name} damage #${index} threw: ${String(error)}`);
        });
        if (!result.ok) {
          refusals++;
          expect(['unsupported', 'corrupt', 'empty', 'tooLarge']).toContain(result.reason);
        }
        if (name.endsWith('.csv') || name.endsWith('.xlsx')) {
          await expect(loadQaTable(broken, name)).resolves.toHaveProperty('ok');
        }
      }
    }
    // The damage is real: many of these files cannot be read.
    expect(refusals).toBeGreaterThan(20);
  }, 60_000);
});
