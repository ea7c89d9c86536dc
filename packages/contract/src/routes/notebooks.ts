import { z } from 'zod';
import { pageOf } from '../chat.ts';
import { sourceDetailSchema, sourceViewSchema } from '../knowledge-api.ts';
import {
  memberSchema,
  notebookCreateBody,
  notebookIdBody,
  notebookPageBody,
  notebookSchema,
  notebookSourceAddBody,
  notebookSourceBody,
  notebookSourcesBody,
  notebookUpdateBody,
  shareInviteBody,
  shareRevokeBody,
} from '../notebooks.ts';
import {
  noteCreateBody,
  noteIdBody,
  notePageBody,
  noteSchema,
  noteSearchBody,
  noteSearchSchema,
  noteUpdateBody,
  studioGenerateBody,
} from '../notebook-notes.ts';
import { defineRoute } from './define.ts';

const tag = 'notebooks';
const post = { method: 'POST', encoding: 'json', auth: 'user', tag } as const;
const NOTES =
  'Everyone with access reads notes; the owner and editors create, edit, pin and delete them (anyone else with ' +
  'access gets the permission message).';
const ACCESS =
  'Only people with access see a notebook: its owner, and those it was shared with (viewers read, editors also ' +
  'change sources). Anyone else is answered as if it did not exist.';

/**
 * Notebook calls (issue [notebooks] item 8: SPEC leaves them out, so they are named here in
 * SPEC's style). Chat goes through the chat calls with `features: notebook` and `projectId`.
 */
export const notebookRoutes = {
  create: defineRoute({
    ...post,
    path: 'cli/notebook/v1/create',
    body: notebookCreateBody,
    answer: notebookSchema,
    summary: 'Create a notebook',
  }),
  sample: defineRoute({
    ...post,
    path: 'cli/notebook/v1/sample',
    body: z.object({}),
    answer: notebookSchema,
    summary: 'Create the sample notebook: a guide in your language and a short history of tea in English and Chinese',
    description: 'Its sources are learned like any other; progress is pushed as `type: knowledge`.',
  }),
  update: defineRoute({
    ...post,
    path: 'cli/notebook/v1/update',
    body: notebookUpdateBody,
    answer: notebookSchema,
    summary: 'Rename a notebook or change its emoji (owner and editors)',
    description: ACCESS,
  }),
  del: defineRoute({
    ...post,
    path: 'cli/notebook/v1/del',
    body: notebookIdBody,
    answer: z.boolean(),
    summary: 'Delete a notebook with its sources and chats (owner only)',
    description: ACCESS,
  }),
  page: defineRoute({
    ...post,
    path: 'cli/notebook/v1/page',
    body: notebookPageBody,
    answer: pageOf(notebookSchema),
    summary: 'Your notebooks, or those shared with you, last opened first',
  }),
  get: defineRoute({
    ...post,
    path: 'cli/notebook/v1/get',
    body: notebookIdBody,
    answer: notebookSchema,
    summary: 'One notebook; opening it moves it to the top of your list',
    description: ACCESS,
  }),
  addSource: defineRoute({
    ...post,
    path: 'cli/notebook/source/v1/add',
    body: notebookSourceAddBody,
    answer: sourceViewSchema,
    summary: 'Add a source (file, text, website, picture) and start learning it (owner and editors)',
    description:
      'Files and pictures are uploaded first (`cli/file/v1/upload`, filePurpose `notebook`). Progress is pushed ' +
      'over the WebSocket as `type: knowledge`. ' +
      ACCESS,
  }),
  sources: defineRoute({
    ...post,
    path: 'cli/notebook/source/v1/page',
    body: notebookSourcesBody,
    answer: z.array(sourceViewSchema),
    summary: "A notebook's sources, newest first",
    description: ACCESS,
  }),
  delSource: defineRoute({
    ...post,
    path: 'cli/notebook/source/v1/del',
    body: notebookSourceBody,
    answer: z.boolean(),
    summary: 'Remove a source (owner and editors)',
    description: ACCESS,
  }),
  relearnSource: defineRoute({
    ...post,
    path: 'cli/notebook/source/v1/relearn',
    body: notebookSourceBody,
    answer: sourceViewSchema,
    summary: 'Learn a source again, a failed one above all (owner and editors)',
    description:
      'A failed, cancelled or forgotten source is queued afresh; a learned one waits to be relearned and keeps ' +
      'answering meanwhile. Progress is pushed to the owner as `type: knowledge`. ' +
      ACCESS,
  }),
  getSource: defineRoute({
    ...post,
    path: 'cli/notebook/source/v1/get',
    body: notebookSourceBody,
    answer: sourceDetailSchema,
    summary: 'One source with its passages',
    description: ACCESS,
  }),
  invite: defineRoute({
    ...post,
    path: 'cli/notebook/share/v1/invite',
    body: shareInviteBody,
    answer: memberSchema,
    summary: 'Share a notebook with an email address as viewer or editor (owner only); the address gets an email',
    description: 'Inviting an address again changes its role.',
  }),
  members: defineRoute({
    ...post,
    path: 'cli/notebook/share/v1/list',
    body: notebookIdBody,
    answer: z.array(memberSchema),
    summary: 'Who a notebook is shared with (owner only)',
  }),
  revoke: defineRoute({
    ...post,
    path: 'cli/notebook/share/v1/revoke',
    body: shareRevokeBody,
    answer: z.boolean(),
    summary: "Take back an address's access (owner only)",
  }),
  createNote: defineRoute({
    ...post,
    path: 'cli/notebook/note/v1/create',
    body: noteCreateBody,
    answer: noteSchema,
    summary: 'Write a note, or save a chat answer as one with its citations (owner and editors)',
    description: NOTES + ' ' + ACCESS,
  }),
  updateNote: defineRoute({
    ...post,
    path: 'cli/notebook/note/v1/update',
    body: noteUpdateBody,
    answer: noteSchema,
    summary: 'Edit a note: title, Markdown content, pinned (owner and editors)',
    description: 'A studio note still generating cannot be edited. ' + NOTES + ' ' + ACCESS,
  }),
  delNote: defineRoute({
    ...post,
    path: 'cli/notebook/note/v1/del',
    body: noteIdBody,
    answer: z.boolean(),
    summary: 'Delete a note (owner and editors)',
    description: NOTES + ' ' + ACCESS,
  }),
  notes: defineRoute({
    ...post,
    path: 'cli/notebook/note/v1/page',
    body: notePageBody,
    answer: pageOf(noteSchema),
    summary: "A notebook's notes: pinned first, then newest first",
    description: ACCESS,
  }),
  searchNotes: defineRoute({
    ...post,
    path: 'cli/notebook/note/v1/search',
    body: noteSearchBody,
    answer: noteSearchSchema,
    summary: "The composer's `@` menu: notes whose title or text holds the keyword, and sources whose name does",
    description:
      'Each list holds at most 200 entries (SPEC §9); notes come pinned first then newest, without their ' +
      'bodies (an excerpt instead), sources newest first. An empty keyword lists everything up to the limit. ' +
      ACCESS,
  }),
  noteToSource: defineRoute({
    ...post,
    path: 'cli/notebook/note/v1/toSource',
    body: noteIdBody,
    answer: sourceViewSchema,
    summary: 'Turn a note into a pasted-text source of the notebook (owner and editors); it is learned like any source',
    description: 'Refused with "source limit reached" at the limit. ' + ACCESS,
  }),
  generateStudio: defineRoute({
    ...post,
    path: 'cli/notebook/studio/v1/generate',
    body: studioGenerateBody,
    answer: noteSchema,
    summary: 'Generate a studio note (summary, FAQ, study guide, briefing, timeline, mind map) (owner and editors)',
    description:
      'Answers at once with the note, `status: generating`; a job writes it and it becomes `ready` (or `failed` with ' +
      'its reason). Progress is pushed over the WebSocket as `type: notebookNote`, and `cli/notebook/note/v1/page` ' +
      'shows the same state for clients that poll. There is one note per studio kind: generating a kind again ' +
      'rewrites that note (asking while it is still generating answers the same note). The sources are those ' +
      'given in `sourceIds`, or else every learned source; each output cites the passages it used. With no model ' +
      'provider configured the output is extracted from the sources and says so at its top. Viewers cannot ' +
      'generate: it writes a note. ' +
      ACCESS,
  }),
};
