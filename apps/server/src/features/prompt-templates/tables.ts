import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/tables/columns.ts';
import { users } from '../../platform/db/tables/users.ts';

/**
 * A user's own prompt template (the "My templates" category of the composer's `/` library).
 * Its variables are the `{{name}}` placeholders of `text`, read again whenever it is used, so
 * nothing else needs to be kept in step with the text. The built-in templates live in the
 * contract (prompt-templates.ts), not here.
 */
export const promptTemplates = pgTable(
  'prompt_templates',
  {
    /** `u` + 32 hex digits: never the form of a built-in id (`category.name`). */
    id: text('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    text: text('text').notNull(),
    ...timestamps,
  },
  (table) => [index('prompt_templates_user_idx').on(table.userId)],
);
export type PromptTemplateRow = typeof promptTemplates.$inferSelect;
