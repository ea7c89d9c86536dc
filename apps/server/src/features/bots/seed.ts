import { sql } from 'drizzle-orm';
import { DEFAULT_MODEL } from '@inkstone/contract/models';
import type { Db } from '../../platform/db/client.ts';
import { OFFICIAL_BOTS, TAGS } from './seed-data.ts';
import { bots, botTagLinks, botTags } from './tables.ts';

/**
 * Writes the tag list and the official bots (seed-data.ts) on every start, idempotently: an
 * upsert by fixed id. A start-up seed rather than a migration because the bots' words are
 * product content that changes with releases: a fixed wording in a migration would need a new
 * migration for each edit, while this brings every install up to date and keeps what users
 * made of them (uses, bindings). Several instances starting together agree (ON CONFLICT).
 */
export async function seedOfficialBots(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(botTags)
      .values(TAGS.map((tag, sort) => ({ id: tag.id, nameEn: tag.en, nameZh: tag.zh, sort })))
      .onConflictDoUpdate({
        target: botTags.id,
        set: { nameEn: sql`excluded.name_en`, nameZh: sql`excluded.name_zh`, sort: sql`excluded.sort` },
      });
    for (const bot of OFFICIAL_BOTS) {
      const row = {
        id: bot.id,
        ownerId: null,
        ...bot.en,
        avatar: bot.avatar,
        model: DEFAULT_MODEL,
        scoreThreshold: 0.5,
        originality: bot.originality,
        isPublic: true,
        showKnowledge: false,
        category: bot.category,
        plugins: { email: false, sms: false, sendTime: '09:00', timeZone: 'Asia/Shanghai' },
        translations: { zh_CN: bot.zh },
      };
      const { id: _id, ...content } = row;
      await tx.insert(bots).values(row).onConflictDoUpdate({ target: bots.id, set: content });
      await tx
        .insert(botTagLinks)
        .values(bot.tags.map((tagId) => ({ botId: bot.id, tagId })))
        .onConflictDoNothing();
    }
  });
}
