import { z } from 'zod';
import { email } from './accounts.ts';
import { newSourceSchema, sourceViewSchema } from './knowledge-api.ts';
import { nameSchema } from './name.ts';

/**
 * Notebooks (SPEC §2 Agent Studio, §6 sharing by email): a named set of sources with its chat,
 * owned by one user and shared with others as viewers or editors.
 */
export const NotebookRole = z.enum(['owner', 'editor', 'viewer']);
export type NotebookRole = z.infer<typeof NotebookRole>;
export const ShareRole = z.enum(['viewer', 'editor']);

const notebookId = z.string().trim().min(1).max(64);
const emoji = z.string().trim().max(16);

export const notebookCreateBody = z.object({ name: nameSchema, emoji: emoji.optional() });
export const notebookUpdateBody = z.object({
  id: notebookId,
  name: nameSchema.optional(),
  emoji: emoji.nullable().optional(),
});
export const notebookIdBody = z.object({ id: notebookId });
export const notebookPageBody = z.object({
  /** SPEC's "my" and "shared" lists. */
  scope: z.enum(['mine', 'shared']).default('mine'),
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

export const notebookSchema = z.object({
  id: z.string(),
  name: z.string(),
  emoji: z.string().nullable(),
  /** What the caller may do: the owner everything, an editor change sources, a viewer read. */
  role: NotebookRole,
  owner: z.object({ id: z.number().int(), nickname: z.string() }),
  sourceCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When the caller last opened it (the lists are sorted by it); null if never. */
  lastOpenedAt: z.string().nullable(),
});
export type Notebook = z.infer<typeof notebookSchema>;

/** Notebooks take files, pasted text, website addresses and pictures (issue [notebooks]). */
const notebookSource = newSourceSchema.refine((source) => ['file', 'text', 'url', 'image'].includes(source.kind), {
  message: 'errors.invalidRequest',
});
export const notebookSourceAddBody = z.object({ notebookId, source: notebookSource });
export const notebookSourcesBody = z.object({ notebookId });
export const notebookSourceBody = z.object({ notebookId, id: z.string().trim().min(1).max(64) });
export { sourceViewSchema as notebookSourceSchema };

export const shareInviteBody = z.object({ notebookId, email, role: ShareRole });
export const shareRevokeBody = z.object({ notebookId, email });
export const memberSchema = z.object({
  email: z.string(),
  role: ShareRole,
  /** Set once someone signed in with that address. */
  nickname: z.string().nullable(),
  invitedAt: z.string(),
});
export type Member = z.infer<typeof memberSchema>;
