import { z } from 'zod';
import { Limits } from './limits.ts';
import type { MessageKey } from './messages.ts';

/**
 * The writing editor's documents and groups (issue [writing] item 1): Markdown documents in
 * optional groups, a trash restorable for 30 days, and a version history.
 */
export const WritingLimits = {
  /** SPEC §5/§9: names (and titles) are 1-100 characters. */
  titleMax: Limits.nameMax,
  groupNameMax: Limits.nameMax,
  /** A long article with room to spare; 600 kB of UTF-8 at most, under the request limit. */
  contentMax: 200_000,
  searchMax: 200,
  pageSizeMax: 100,
  /** A trashed document is purged this long after it was deleted. */
  trashDays: 30,
  /** The autosave keeps a version at most this often (see `docUpdateBody`). */
  versionEveryMinutes: 10,
  /** Versions kept per document; the oldest goes first. */
  versionsKept: 50,
  /** How much of the content a list entry carries. */
  excerptLength: 160,
} as const;

const msg = (key: MessageKey) => ({ error: key });
const id = z.string(msg('errors.invalidRequest')).trim().min(1, msg('errors.invalidRequest')).max(64);
const title = z
  .string(msg('writing.titleRequired'))
  .trim()
  .min(1, msg('writing.titleRequired'))
  .max(WritingLimits.titleMax, msg('writing.titleTooLong'));
const groupName = z
  .string(msg('writing.groupNameRequired'))
  .trim()
  .min(1, msg('writing.groupNameRequired'))
  .max(WritingLimits.groupNameMax, msg('writing.groupNameTooLong'));
/** Markdown; may be empty (a new document). */
const content = z.string(msg('writing.contentNotText')).max(WritingLimits.contentMax, msg('writing.contentTooLong'));
/** null: "no group". */
const groupId = id.nullable();
const revision = z.number(msg('writing.revisionInvalid')).int(msg('writing.revisionInvalid')).min(0);
const paging = {
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(WritingLimits.pageSizeMax).default(20),
};

export const docCreateBody = z.object({
  title,
  content: content.default(''),
  groupId: groupId.default(null),
});

/**
 * Rename, move, and the editor's autosave in one call; fields left out keep their value.
 *
 * - `revision` is the document's revision the client last saw. It is required with `content`
 *   and checked whenever given: if the document changed since (another tab, another device), the
 *   call is refused with 409 `writing.conflict` and the current document (with its content) in
 *   `data`, and nothing is written. A rename or a move from the list may leave it out (neither
 *   can lose text); a rename still moves the revision on, so an editor open elsewhere is told.
 * - Versions: a save that changes the content keeps a copy of the text it replaces when the
 *   newest version is older than 10 minutes (so the history holds the text as it stood before
 *   each editing session, without a copy per keystroke); `snapshot: true` (Cmd/Ctrl+S) also
 *   keeps the text just saved. At most 50 versions; the oldest goes.
 */
export const docUpdateBody = z
  .object({
    id,
    revision: revision.optional(),
    title: title.optional(),
    content: content.optional(),
    groupId: groupId.optional(),
    snapshot: z.boolean(msg('errors.invalidRequest')).default(false),
  })
  .refine((body) => body.content === undefined || body.revision !== undefined, {
    error: 'writing.revisionRequired',
    path: ['revision'],
  });

export const docIdBody = z.object({ id });

export const docPageBody = z.object({
  /** SPEC page data's "search value": in the title or the content, any case; empty lists all. */
  searchValue: z
    .string(msg('writing.searchNotText'))
    .trim()
    .max(WritingLimits.searchMax, msg('writing.searchTooLong'))
    .default(''),
  /** Left out: every group; null: documents in no group; an id: that group's. */
  groupId: groupId.optional(),
  /** true: the trash (last deleted first) instead of the documents (last updated first). */
  trashed: z.boolean(msg('errors.invalidRequest')).default(false),
  ...paging,
});

export const versionBody = z.object({ id, versionId: id });
/** Restoring a version keeps a copy of the text it replaces first, so a restore can be undone. */
export const versionRestoreBody = versionBody;

const docFields = {
  id: z.string(),
  title: z.string(),
  groupId: z.string().nullable(),
  /** SPEC §5, by `countWords` (word-count.ts). */
  wordCount: z.number().int(),
  /** Grows with each change of title or content; send it back with the next save. */
  revision: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Not published yet: always null until publishing arrives. */
  publishedAt: z.string().nullable(),
  /** In the trash: when it was deleted, and when it will be purged; null otherwise. */
  trashedAt: z.string().nullable(),
  purgeAt: z.string().nullable(),
};
/** A document without its content: what a save answers (cheap for the autosave). */
export const docInfoSchema = z.object(docFields);
export const docSchema = z.object({ ...docFields, content: z.string() });
/** A list entry: the start of the content instead of all of it. */
export const docListItemSchema = z.object({ ...docFields, excerpt: z.string() });
export const docSaveSchema = z.object({
  ...docFields,
  /** The versions this save kept (none, usually). */
  versionsKept: z.number().int(),
});
export type WritingDoc = z.infer<typeof docSchema>;
export type WritingDocInfo = z.infer<typeof docInfoSchema>;
export type WritingDocListItem = z.infer<typeof docListItemSchema>;
export type WritingDocSave = z.infer<typeof docSaveSchema>;

export const VersionReason = z.enum(['auto', 'manual', 'restore']);
const versionFields = {
  id: z.string(),
  docId: z.string(),
  title: z.string(),
  wordCount: z.number().int(),
  /** `auto`: the autosave's copy; `manual`: Cmd/Ctrl+S; `restore`: the text a restore replaced. */
  reason: VersionReason,
  /** When this text was last saved (what the history shows). */
  savedAt: z.string(),
  /** When the copy was taken. */
  createdAt: z.string(),
};
export const versionInfoSchema = z.object(versionFields);
export const versionSchema = z.object({ ...versionFields, content: z.string() });
export type WritingVersionInfo = z.infer<typeof versionInfoSchema>;
export type WritingVersion = z.infer<typeof versionSchema>;

export const groupCreateBody = z.object({ name: groupName });
export const groupUpdateBody = z.object({ id, name: groupName });
export const groupIdBody = z.object({ id });
export const groupPageBody = z.object(paging);
export const groupSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Its documents outside the trash. */
  docCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WritingGroup = z.infer<typeof groupSchema>;
