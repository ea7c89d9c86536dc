import { bigint, bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../platform/db/tables/users.ts';

/** A property's value: allow-listed per event (events.ts), never free text. */
export type EventProperties = Record<string, string | number | boolean>;

/**
 * One analytics event (issue #18 item 7, SPEC §8): what happened (`name`, `code`), to whom
 * (`user_id`; null for guests, and set null when the account goes, so counts outlive it) and
 * when. `properties` hold only the keys and values the event's schema allows, so no prompt or
 * other personal text is ever kept. Rows older than ANALYTICS_RETENTION_DAYS are swept.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    code: text('code').notNull(),
    properties: jsonb('properties').$type<EventProperties>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    // The summary reads a span of days by name and code; the sweep deletes by age.
    index('analytics_events_created_idx').on(table.createdAt, table.name, table.code),
    // A deleted account sets its events' user to null: without this, each deletion scans the table.
    index('analytics_events_user_idx').on(table.userId),
  ],
);
export type AnalyticsEventRow = typeof analyticsEvents.$inferSelect;
export type NewAnalyticsEvent = typeof analyticsEvents.$inferInsert;
