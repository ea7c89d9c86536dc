import { z } from 'zod';
import { pageOf } from '../chat.ts';
import {
  docCreateBody,
  docIdBody,
  docInfoSchema,
  docListItemSchema,
  docPageBody,
  docSaveSchema,
  docSchema,
  docUpdateBody,
  groupCreateBody,
  groupIdBody,
  groupPageBody,
  groupSchema,
  groupUpdateBody,
  versionBody,
  versionInfoSchema,
  versionRestoreBody,
  versionSchema,
} from '../writing.ts';
import { defineRoute } from './define.ts';

const tag = 'writing';
const post = { method: 'POST', encoding: 'json', auth: 'user', tag } as const;
const ACCESS =
  "Documents and groups are their owner's alone: another user's id is refused with the permission message " +
  '(SPEC §6) and nothing is written; an id that does not exist answers 404.';
const TRASH = 'A document in the trash is read (`get`, versions) but not changed until it is restored.';

/**
 * The writing editor's documents and groups (issue [writing] item 1). SPEC §7 leaves them out,
 * so they are named here in SPEC's style.
 */
export const writingRoutes = {
  create: defineRoute({
    ...post,
    path: 'cli/write/doc/v1/create',
    body: docCreateBody,
    answer: docSchema,
    summary: 'Create a document: a title (1-100 characters), Markdown content, optionally in a group',
    description: ACCESS,
  }),
  update: defineRoute({
    ...post,
    path: 'cli/write/doc/v1/update',
    body: docUpdateBody,
    answer: docSaveSchema,
    summary: 'Rename, move to a group (groupId null: no group), or save the content (the autosave)',
    description:
      'Saving content needs the `revision` last seen; a document changed since is refused with code 409 ' +
      '(`writing.conflict`) and the current document in `data`. A version is kept when the content changes ' +
      'and the newest version is older than 10 minutes (the text replaced), and on `snapshot: true` (the text ' +
      'saved); at most 50. Answers the document without its content. ' +
      TRASH +
      ' ' +
      ACCESS,
  }),
  get: defineRoute({
    ...post,
    path: 'cli/write/doc/v1/get',
    body: docIdBody,
    answer: docSchema,
    summary: 'One document with its content',
    description: ACCESS,
  }),
  page: defineRoute({
    ...post,
    path: 'cli/write/doc/v1/page',
    body: docPageBody,
    answer: pageOf(docListItemSchema),
    summary: 'Your documents, last updated first; or the trash (`trashed: true`), last deleted first',
    description:
      '`searchValue` finds it in the title or the content, in any case (Chinese too); `groupId` filters by ' +
      'group (null: no group). Entries carry an excerpt instead of the content. ' +
      ACCESS,
  }),
  copy: defineRoute({
    ...post,
    path: 'cli/write/doc/v1/copy',
    body: docIdBody,
    answer: docSchema,
    summary: 'Duplicate a document into the same group, titled "… (copy)"; its versions stay with the original',
    description: TRASH + ' ' + ACCESS,
  }),
  del: defineRoute({
    ...post,
    path: 'cli/write/doc/v1/del',
    body: docIdBody,
    answer: docInfoSchema,
    summary: 'Move a document to the trash; it can be restored for 30 days, then it is purged',
    description: 'Deleting a document already in the trash changes nothing. ' + ACCESS,
  }),
  restore: defineRoute({
    ...post,
    path: 'cli/write/doc/v1/restore',
    body: docIdBody,
    answer: docInfoSchema,
    summary: 'Bring a document back from the trash, into its group if the group still exists',
    description: ACCESS,
  }),
  versions: defineRoute({
    ...post,
    path: 'cli/write/doc/v1/versions',
    body: docIdBody,
    answer: z.array(versionInfoSchema),
    summary: "A document's versions, newest first, without their content (at most 50)",
    description: ACCESS,
  }),
  version: defineRoute({
    ...post,
    path: 'cli/write/doc/v1/version',
    body: versionBody,
    answer: versionSchema,
    summary: 'One version with its content',
    description: ACCESS,
  }),
  versionRestore: defineRoute({
    ...post,
    path: 'cli/write/doc/v1/versionRestore',
    body: versionRestoreBody,
    answer: docSchema,
    summary: "Put a version's title and content back; the text it replaces is kept as a version first",
    description: 'Moves the revision on, so an editor open elsewhere is told at its next save. ' + TRASH + ' ' + ACCESS,
  }),
  createGroup: defineRoute({
    ...post,
    path: 'cli/write/group/v1/create',
    body: groupCreateBody,
    answer: groupSchema,
    summary: 'Create a group (a name of 1-100 characters)',
  }),
  updateGroup: defineRoute({
    ...post,
    path: 'cli/write/group/v1/update',
    body: groupUpdateBody,
    answer: groupSchema,
    summary: 'Rename a group',
    description: ACCESS,
  }),
  delGroup: defineRoute({
    ...post,
    path: 'cli/write/group/v1/del',
    body: groupIdBody,
    answer: z.boolean(),
    summary: 'Delete a group; its documents move to "no group" and are never deleted',
    description: ACCESS,
  }),
  groups: defineRoute({
    ...post,
    path: 'cli/write/group/v1/page',
    body: groupPageBody,
    answer: pageOf(groupSchema),
    summary: 'Your groups, oldest first, each with the number of its documents outside the trash',
  }),
};
