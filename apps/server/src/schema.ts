/**
 * Every table, for drizzle-kit to generate migrations from (`npm run db:generate`). Platform
 * tables live in platform/db/tables; each feature keeps its own in features/<f>/tables.ts.
 */
export * from './platform/db/tables/users.ts';
export * from './platform/db/tables/sessions.ts';
export * from './platform/db/tables/jobs.ts';
export * from './platform/db/tables/files.ts';
export * from './platform/db/tables/outbox.ts';
export * from './features/auth/tables.ts';
export * from './features/account/tables.ts';
export * from './features/billing/tables.ts';
export * from './features/draw/tables.ts';
export * from './features/chat/tables.ts';
export * from './features/knowledge/tables.ts';
export * from './features/notebooks/tables.ts';
export * from './features/notebooks/note-tables.ts';
export * from './features/bots/tables.ts';
export * from './features/bots/tob/tables.ts';
export * from './features/bot-digest/tables.ts';
export * from './features/bots/stats/tables.ts';
export * from './features/writing/tables.ts';
export * from './features/wechat/tables.ts';
export * from './features/writing-publish/tables.ts';
export * from './features/chat-publish/tables.ts';
export * from './features/writing-wechat/tables.ts';
export * from './features/voice/tables.ts';
export * from './features/translate/tables.ts';
export * from './features/prompt-templates/tables.ts';
export * from './features/analytics/tables.ts';
