import { describe, expect, it } from 'vitest';
import type { FileRow } from '../../platform/db/tables/files.ts';
import type { FileUrls } from '../../platform/storage/file-urls.ts';
import { presentHistory } from './present.ts';
import type { MessageRow } from './store.ts';

const at = new Date('2026-01-01T00:00:00Z');
const urls = { sign: (url: string) => `${url}?signed` } as FileUrls;
const file = (id: string): FileRow => ({
  id,
  userId: 1,
  purpose: 'chat',
  name: `${id}.pdf`,
  mime: 'application/pdf',
  extension: 'pdf',
  size: 10,
  storageKey: id,
  createdAt: at,
  updatedAt: at,
});
const row = (id: number, fileIds: string[]) =>
  ({ id, msgId: `m${id}`, topicId: 't', userId: 1, fileIds, sources: [], createdAt: at }) as unknown as MessageRow;

describe('history presentation', () => {
  it('loads the attachments of a whole page in one call, each row keeping its own, in order', async () => {
    const calls: string[][] = [];
    const loadFiles = async (ids: string[]) => {
      calls.push(ids);
      return ids.filter((id) => id !== 'gone').map(file);
    };
    const rows = [row(3, ['a', 'b']), row(2, []), row(1, ['b', 'gone', 'c'])];
    const records = await presentHistory(rows, 'Title', loadFiles, urls, 'en');
    expect(calls).toEqual([['a', 'b', 'gone', 'c']]);
    expect(records.map((record) => record.chatFileUrl.map((attached) => attached.fileId))).toEqual([
      ['a', 'b'],
      [],
      ['b', 'c'],
    ]);
    expect(records[0]!.chatFileUrl[0]!.url).toBe('/api/files/a.pdf?signed');
  });

  it('asks for no files when no row has any', async () => {
    let called = false;
    await presentHistory([row(1, [])], 'Title', async () => ((called = true), []), urls, 'en');
    expect(called).toBe(false);
  });
});
