import { describe, expect, it } from 'vitest';
import { studioDocuments } from './studio-model.ts';
import type { StudioSource } from './studio-material.ts';

const source = (id: string, passages: number, length = 1_000): StudioSource => ({
  id,
  name: id,
  passages: Array.from({ length: passages }, (_, ordinal) => ({
    ordinal,
    text: `${id}${ordinal} `.padEnd(length, 'x'),
    page: null,
    start: ordinal * length,
    end: (ordinal + 1) * length,
  })),
});

describe('what the studio sends a model', () => {
  it('takes a passage of each source in turn', () => {
    const documents = studioDocuments([source('a', 2), source('b', 1)]);
    expect(documents.map((document) => document.id)).toEqual(['knowledge:a:0', 'knowledge:b:0', 'knowledge:a:1']);
    expect(documents[0]!.citation).toMatchObject({ sourceId: 'a', ordinal: 0, start: 0, end: 1_000 });
  });

  it('stops at its budget, so a book-length notebook still fits a model’s window', () => {
    const documents = studioDocuments([source('book', 5_000), source('memo', 3)], 10_000);
    expect(documents).toHaveLength(10);
    expect(documents.filter((document) => document.id.startsWith('knowledge:memo')).length).toBe(3);
    expect(documents.reduce((sum, document) => sum + document.text.length, 0)).toBeLessThanOrEqual(10_000);
  });
});
