import type { WritingDoc, WritingGroup } from '@inkstone/contract/writing';
import { countWords } from '@inkstone/contract/word-count';
import { fakeApi, type FakeHandler } from '@/test/fake-api.ts';

/**
 * A fetch stand-in for the writing calls, holding documents and groups in memory as the server
 * does (revision checks, trash, groups' counts), so the page is tested against the contract's
 * behaviour. Only the network boundary is replaced.
 */
export function fakeWritingServer(start: { docs?: Partial<WritingDoc>[]; groups?: string[] } = {}) {
  let ids = 0;
  const at = () => new Date(Date.UTC(2026, 0, 1, 10, 0, ids++)).toISOString();
  const groups: WritingGroup[] = (start.groups ?? []).map((name) => ({
    id: `g${++ids}`,
    name,
    docCount: 0,
    createdAt: at(),
    updatedAt: at(),
  }));
  const doc = (fields: Partial<WritingDoc>): WritingDoc => {
    const content = fields.content ?? '';
    return {
      id: `d${++ids}`,
      title: 'Untitled',
      groupId: null,
      revision: 0,
      createdAt: at(),
      updatedAt: at(),
      publishedAt: null,
      trashedAt: null,
      purgeAt: null,
      ...fields,
      content,
      wordCount: countWords(content),
    };
  };
  const docs: WritingDoc[] = (start.docs ?? []).map(doc);
  const find = (id: unknown) => docs.find((entry) => entry.id === id);
  const info = ({ content: _content, ...rest }: WritingDoc) => rest;
  const listed = (entry: WritingDoc) => ({ ...info(entry), excerpt: entry.content.slice(0, 160) });

  const handlers: Record<string, FakeHandler> = {
    'cli/write/doc/v1/page': ({ json }) => {
      const search = String(json.searchValue ?? '').toLowerCase();
      const records = docs
        .filter((entry) => Boolean(entry.trashedAt) === Boolean(json.trashed))
        .filter((entry) => !('groupId' in json) || entry.groupId === json.groupId)
        .filter((entry) => !search || `${entry.title}\n${entry.content}`.toLowerCase().includes(search))
        .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
        .map(listed);
      return { code: 200, data: { records, total: records.length, current: 1, size: 30, pages: 1 } };
    },
    'cli/write/doc/v1/create': ({ json }) => {
      const made = doc({
        title: String(json.title),
        content: typeof json.content === 'string' ? json.content : '',
        groupId: (json.groupId as string | null) ?? null,
      });
      docs.push(made);
      return { code: 200, data: made };
    },
    'cli/write/doc/v1/get': ({ json }) => {
      const found = find(json.id);
      return found ? { code: 200, data: found } : { code: 404, msg: 'The document does not exist' };
    },
    'cli/write/doc/v1/update': ({ json }) => {
      const found = find(json.id);
      if (!found) return { code: 404, msg: 'The document does not exist' };
      if (json.revision !== undefined && json.revision !== found.revision)
        return { code: 409, msg: 'This document was changed elsewhere', data: found };
      const rewrites = json.title !== undefined || json.content !== undefined;
      if (typeof json.title === 'string') found.title = json.title;
      if (typeof json.content === 'string') {
        found.content = json.content;
        found.wordCount = countWords(json.content);
      }
      if ('groupId' in json) found.groupId = json.groupId as string | null;
      if (rewrites) found.revision += 1;
      found.updatedAt = at();
      return { code: 200, data: { ...info(found), versionsKept: 0 } };
    },
    'cli/write/doc/v1/copy': ({ json }) => {
      const found = find(json.id)!;
      const made = doc({ title: `${found.title} (copy)`, content: found.content, groupId: found.groupId });
      docs.push(made);
      return { code: 200, data: made };
    },
    'cli/write/doc/v1/del': ({ json }) => {
      const found = find(json.id)!;
      found.trashedAt = at();
      found.purgeAt = '2026-02-01T10:00:00.000Z';
      return { code: 200, data: info(found) };
    },
    'cli/write/doc/v1/restore': ({ json }) => {
      const found = find(json.id)!;
      found.trashedAt = null;
      found.purgeAt = null;
      return { code: 200, data: info(found) };
    },
    'cli/write/doc/v1/versions': () => ({ code: 200, data: [] }),
    'cli/write/group/v1/page': () => {
      const records = groups.map((group) => ({
        ...group,
        docCount: docs.filter((entry) => entry.groupId === group.id && !entry.trashedAt).length,
      }));
      return { code: 200, data: { records, total: records.length, current: 1, size: 100, pages: 1 } };
    },
    'cli/write/group/v1/create': ({ json }) => {
      const group = { id: `g${++ids}`, name: String(json.name), docCount: 0, createdAt: at(), updatedAt: at() };
      groups.push(group);
      return { code: 200, data: group };
    },
  };
  return { ...fakeApi(handlers), docs, groups };
}
