import { z } from 'zod';
import {
  addSourceBody,
  containerQuery,
  searchBody,
  searchHitSchema,
  sourceDetailSchema,
  sourceIdBody,
  sourceViewSchema,
  statusQuery,
} from '../knowledge-api.ts';
import { defineRoute } from './define.ts';

const tag = 'knowledge';
const PUSH =
  'Progress is pushed over the WebSocket as `type: knowledge` (taskId and knowledgeId are the source id; ' +
  '`state` the internal state, `progress` 0–100).';
const move = (path: string, summary: string, description: string) =>
  defineRoute({
    method: 'POST',
    path,
    body: sourceIdBody,
    answer: sourceViewSchema,
    auth: 'user',
    tag,
    summary,
    description: `${description} A move the source's state does not allow is refused with the reason. ${PUSH}`,
  });

/**
 * The knowledge engine's calls (issue [knowledge]): sources of a bot's knowledge base or a
 * notebook, learned as background jobs. SPEC §7 does not show these paths; bots and notebooks
 * call them for their containers.
 */
export const knowledgeRoutes = {
  add: defineRoute({
    method: 'POST',
    path: 'cli/knowledge/v1/add',
    body: addSourceBody,
    answer: sourceViewSchema,
    auth: 'user',
    tag,
    summary: 'Add a source (text, Q&A, Q&A table, file, URL, image, address) and start learning it',
    description:
      'Files and images are uploaded first (`cli/file/v1/upload`, filePurpose `knowledge`) and named by fileId. ' +
      `The file's type is read from its content. ${PUSH}`,
  }),
  list: defineRoute({
    method: 'GET',
    path: 'cli/knowledge/v1/list',
    query: containerQuery,
    answer: z.array(sourceViewSchema),
    auth: 'user',
    tag,
    summary: "A container's sources, newest first",
  }),
  status: defineRoute({
    method: 'GET',
    path: 'cli/knowledge/v1/status',
    query: statusQuery,
    answer: z.array(sourceViewSchema),
    auth: 'user',
    tag,
    summary: 'The state and progress of some sources (ids comma-separated)',
    description: 'Sources that are not yours, or do not exist, are left out of the answer.',
  }),
  get: defineRoute({
    method: 'GET',
    path: 'cli/knowledge/v1/get',
    query: sourceIdBody,
    answer: sourceDetailSchema,
    auth: 'user',
    tag,
    summary: 'One source with its learned passages (for the viewer a citation opens)',
  }),
  cancel: move('cli/knowledge/v1/cancel', 'Stop learning a source', 'Only a source not yet learned can be cancelled.'),
  relearn: move(
    'cli/knowledge/v1/relearn',
    'Learn a source again',
    'A learned source keeps answering from its passages until the new ones replace them.',
  ),
  forget: move('cli/knowledge/v1/forget', 'Forget a source', 'Its passages are removed; it can be learned again.'),
  del: defineRoute({
    method: 'POST',
    path: 'cli/knowledge/v1/del',
    body: sourceIdBody,
    answer: z.boolean(),
    auth: 'user',
    tag,
    summary: 'Delete a source and its passages',
  }),
  search: defineRoute({
    method: 'POST',
    path: 'cli/knowledge/v1/search',
    body: searchBody,
    answer: z.array(searchHitSchema),
    auth: 'user',
    tag,
    summary: "Search a container's learned passages",
    description:
      'Lexical (jieba-segmented words, BM25) ranking; near-identical passages are left out. Vector search and ' +
      'fusion join when an embedder is configured.',
  }),
};
