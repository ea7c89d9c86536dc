import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/tables/columns.ts';
import { files } from '../../platform/db/tables/files.ts';
import { users } from '../../platform/db/tables/users.ts';

const userRef = () =>
  bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A conversation (SPEC's session / topic). Its id is the session id the client holds. */
export const chatTopics = pgTable(
  'chat_topics',
  {
    id: text('id').primaryKey(),
    userId: userRef(),
    roleId: text('role_id').notNull().default('-1'),
    features: text('features', { enum: ['chat', 'notebook', 'bot', 'write'] })
      .notNull()
      .default('chat'),
    projectId: text('project_id'),
    title: text('title').notNull().default(''),
    /** Pinned conversations come first in the history list. */
    pinned: boolean('pinned').notNull().default(false),
    ...timestamps,
  },
  (table) => [index('chat_topics_user_idx').on(table.userId, table.features, table.updatedAt)],
);

/**
 * One question and its answer. Written when the question arrives (status 'streaming'), so a
 * failed or cut stream keeps the prompt and whatever part of the answer came (status 'fail').
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    topicId: text('topic_id')
      .notNull()
      .references(() => chatTopics.id, { onDelete: 'cascade' }),
    userId: userRef(),
    msgId: text('msg_id').notNull(),
    roleId: text('role_id').notNull().default('-1'),
    input: text('input').notNull(),
    prompt: text('prompt').notNull().default(''),
    ref: jsonb('ref').$type<Array<{ type: string; content: string }>>().notNull().default([]),
    response: text('response').notNull().default(''),
    reasoning: text('reasoning').notNull().default(''),
    sources: jsonb('sources').$type<Array<{ index: number; title?: string; url?: string }>>().notNull().default([]),
    status: text('status', { enum: ['streaming', 'ok', 'fail'] })
      .notNull()
      .default('streaming'),
    error: text('error'),
    model: text('model').notNull(),
    msgType: text('msg_type').notNull().default('text'),
    score: integer('score'),
    fileIds: jsonb('file_ids').$type<string[]>().notNull().default([]),
    publishToHtmlUrl: text('publish_to_html_url'),
    ...timestamps,
  },
  (table) => [
    index('chat_messages_topic_idx').on(table.topicId, table.id),
    index('chat_messages_msg_idx').on(table.userId, table.msgId),
    // A bot's questions over a span of time (its owner's digest).
    index('chat_messages_role_idx').on(table.roleId, table.createdAt),
  ],
);

/** A user's chosen default model (getDefaultModel / setDefaultModel). */
export const userModels = pgTable('user_models', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  model: text('model').notNull(),
  ...timestamps,
});

/** Text extracted from an uploaded chat file, once, at upload. */
export const fileTexts = pgTable('file_texts', {
  fileId: text('file_id')
    .primaryKey()
    .references(() => files.id, { onDelete: 'cascade' }),
  text: text('text').notNull(),
  chars: integer('chars').notNull(),
});
