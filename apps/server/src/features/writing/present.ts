import type {
  WritingDoc,
  WritingDocInfo,
  WritingDocListItem,
  WritingGroup,
  WritingVersion,
  WritingVersionInfo,
} from '@inkstone/contract/writing';
import { WritingLimits } from '@inkstone/contract/writing';
import type { WritingDocumentRow, WritingGroupRow, WritingVersionRow } from './tables.ts';
import { purgeAt } from './trash.ts';

type DocumentHead = Omit<WritingDocumentRow, 'content'>;

export function presentInfo(document: DocumentHead): WritingDocInfo {
  return {
    id: document.id,
    title: document.title,
    groupId: document.groupId,
    wordCount: document.wordCount,
    revision: document.revision,
    createdAt: document.createdAt.toISOString(),
    updatedAt: document.updatedAt.toISOString(),
    publishedAt: document.publishedAt?.toISOString() ?? null,
    trashedAt: document.trashedAt?.toISOString() ?? null,
    purgeAt: document.trashedAt ? purgeAt(document.trashedAt).toISOString() : null,
  };
}

export const presentDocument = (document: WritingDocumentRow): WritingDoc => ({
  ...presentInfo(document),
  content: document.content,
});

export const presentListItem = (document: DocumentHead & { excerpt: string }): WritingDocListItem => ({
  ...presentInfo(document),
  excerpt: excerptOf(document.excerpt),
});

/** The start of a Markdown text as a line of plain words: marks, link addresses and breaks go. */
export function excerptOf(markdown: string): string {
  const plain = markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(?:#{1,6}\s+|>\s?|[-*+]\s+|\d+[.)]\s+)/gm, '')
    .replace(/[*_`~|]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return [...plain].slice(0, WritingLimits.excerptLength).join('');
}

export function presentVersionInfo(version: Omit<WritingVersionRow, 'content'>): WritingVersionInfo {
  return {
    id: String(version.seq),
    docId: version.documentId,
    title: version.title,
    wordCount: version.wordCount,
    reason: version.reason,
    savedAt: version.savedAt.toISOString(),
    createdAt: version.createdAt.toISOString(),
  };
}

export const presentVersion = (version: WritingVersionRow): WritingVersion => ({
  ...presentVersionInfo(version),
  content: version.content,
});

export const presentGroup = (group: WritingGroupRow, docCount: number): WritingGroup => ({
  id: group.id,
  name: group.name,
  docCount,
  createdAt: group.createdAt.toISOString(),
  updatedAt: group.updatedAt.toISOString(),
});
