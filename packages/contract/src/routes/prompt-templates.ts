import { z } from 'zod';
import {
  templateCreateBody,
  templateDelBody,
  templatePageBody,
  templateUpdateBody,
  userTemplatePageSchema,
  userTemplateSchema,
} from '../prompt-template-api.ts';
import { defineRoute } from './define.ts';

const post = { method: 'POST', encoding: 'json', auth: 'user', tag: 'chat' } as const;
const OWNER = "Another user's template answers 404, as one that does not exist.";

/**
 * A user's own prompt templates for the composer's `/` library (paths of ours: SPEC §7 has
 * none). Built-in templates are not served: both sides read them from the contract.
 */
export const promptTemplateRoutes = {
  page: defineRoute({
    ...post,
    path: 'cli/chat/template/v1/page',
    body: templatePageBody,
    answer: userTemplatePageSchema,
    summary: 'My prompt templates, the last changed first',
  }),
  create: defineRoute({
    ...post,
    path: 'cli/chat/template/v1/create',
    body: templateCreateBody,
    answer: userTemplateSchema,
    summary: 'Save a prompt template of my own (title 1–60, text 1–4000 with {{variables}}; at most 100)',
    description:
      'A variable is `{{name}}`: letters of any script, digits or _, at most 30, and at most 10 in a text. ' +
      'Use it with ssePostTemplate (templateId, variables).',
  }),
  update: defineRoute({
    ...post,
    path: 'cli/chat/template/v1/update',
    body: templateUpdateBody,
    answer: userTemplateSchema,
    summary: 'Change the title, description or text of one of my templates',
    description: OWNER,
  }),
  del: defineRoute({
    ...post,
    path: 'cli/chat/template/v1/del',
    body: templateDelBody,
    answer: z.null(),
    summary: 'Delete one of my templates',
    description: OWNER,
  }),
};
