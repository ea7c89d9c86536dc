import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Language } from '@inkstone/contract/edition';
import { formatMessage } from '@inkstone/contract/messages';
import { userById } from '../../platform/auth/users.ts';
import type { UserRow } from '../../platform/db/tables/users.ts';
import type { Platform } from '../../platform/platform.ts';
import { defineJob } from '../../platform/queue/define-job.ts';
import { FinalJobError } from '../../platform/queue/queue.ts';
import { isQaVip } from '../billing/service.ts';
import { botById, botNameIn, botsWithPlugins } from '../bots/service.ts';
import { botActivity } from '../chat/service.ts';
import { digestEmail, digestSms, type DigestFacts } from './content.ts';
import { localClock } from './local-clock.ts';
import * as store from './store.ts';
import type { BotDigestRow, ChannelOutcome } from './tables.ts';

export type DigestDeps = {
  platform: Pick<Platform, 'db' | 'config' | 'clock' | 'queue' | 'mailer' | 'sms'>;
  log: FastifyBaseLogger;
};

/** How often the round looks for digests that are due: a digest goes out within this of its time. */
export const ROUND_MS = 5 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/**
 * The round: every bot with a plugin on whose local send time has come today gets today's
 * digest claimed (once: the row's key is the bot and the local day) and a job to send it.
 */
export const digestRound = defineJob({
  name: 'bots.digest.round',
  payload: z.object({ slot: z.string() }),
  retries: 0,
  backoff: { delayMs: 1000 },
  every: ROUND_MS,
  perform: (_slot, _job, deps: DigestDeps) => round(deps),
});

async function round(deps: DigestDeps): Promise<number> {
  const { db, clock, queue, config } = deps.platform;
  const now = clock.now();
  let claimed = 0;
  for (const bot of await botsWithPlugins(db)) {
    const { day, time } = localClock(now, bot.plugins.timeZone);
    if (time < bot.plugins.sendTime) continue;
    // Plugins are a Pro feature: an owner whose plan ended gets no digest until they renew.
    if (bot.ownerId === null || !(await isQaVip(deps.platform, bot.ownerId))) continue;
    const previous = await store.lastSent(db, bot.id);
    const row = await store.claimDay(db, {
      botId: bot.id,
      day,
      language: bot.plugins.language ?? (config.EDITION === 'cn' ? 'zh_CN' : 'en'),
      spanFrom: previous?.spanTo ?? new Date(now.getTime() - DAY_MS),
      spanTo: now,
    });
    if (!row) continue;
    await digestSend.enqueue(queue, { botId: bot.id, day });
    claimed += 1;
  }
  return claimed;
}

/**
 * Sends one digest. Each channel's outcome is written as soon as it is known, so a retry after a
 * delivery fault sends only the channels that did not go; the owner never gets the same digest
 * twice on one channel. After the last try the digest ends failed with the channels' reasons.
 */
export const digestSend = defineJob({
  name: 'bots.digest.send',
  payload: z.object({ botId: z.string(), day: z.string() }),
  retries: 3,
  backoff: { delayMs: 60_000 },
  perform: ({ botId, day }, _job, deps: DigestDeps) => send(deps, botId, day),
  onFailed: async ({ botId, day }, _failure, deps) => {
    await store.updateDigest(deps.platform.db, botId, day, { status: 'failed', finishedAt: deps.platform.clock.now() });
  },
});

async function send(deps: DigestDeps, botId: string, day: string): Promise<void> {
  const { db, config } = deps.platform;
  const row = await store.digestOf(db, botId, day);
  if (!row || row.status !== 'sending') return;
  const bot = await botById(db, botId);
  const owner = bot?.ownerId ? await userById(db, bot.ownerId) : null;
  if (!bot || !owner) {
    await store.updateDigest(db, botId, day, { status: 'failed', finishedAt: deps.platform.clock.now() });
    return;
  }
  const language = row.language;
  const activity = await botActivity(db, botId, { from: row.spanFrom, to: row.spanTo }, [
    formatMessage('en', 'bot.notInKnowledge'),
    formatMessage('zh_CN', 'bot.notInKnowledge'),
  ]);
  const facts: DigestFacts = {
    botName: botNameIn(bot, language),
    since: row.spanFrom,
    timeZone: bot.plugins.timeZone,
    manageUrl: `${config.PUBLIC_URL ?? `http://localhost:${config.PORT}`}/bot/update/${bot.id}`,
    activity,
  };
  await store.updateDigest(db, botId, day, { conversations: activity.conversations, questions: activity.questions });

  const faults: unknown[] = [];
  const email = bot.plugins.email
    ? await channel(row.email, () => sendEmail(deps, owner, facts, language), faults)
    : null;
  await store.updateDigest(db, botId, day, { email });
  const sms = bot.plugins.sms ? await channel(row.sms, () => sendSms(deps, owner, facts, language), faults) : null;
  await store.updateDigest(db, botId, day, { sms });
  if (faults.length) throw faults[0]; // the job tries again; what went is not sent twice

  const went = [email, sms].some((outcome) => outcome?.status === 'sent');
  await store.updateDigest(db, botId, day, {
    status: went ? 'sent' : 'failed',
    finishedAt: deps.platform.clock.now(),
  });
}

/** One channel: kept as it is once sent or skipped; otherwise tried, its fault collected for a retry. */
async function channel(
  before: ChannelOutcome | null,
  attempt: () => Promise<ChannelOutcome>,
  faults: unknown[],
): Promise<ChannelOutcome> {
  if (before && before.status !== 'failed') return before;
  try {
    return await attempt();
  } catch (error) {
    if (!(error instanceof FinalJobError)) faults.push(error);
    const reason = error instanceof Error ? error.message : String(error);
    return { status: 'failed', key: 'bot.digest.failed', params: { reason: reason.slice(0, 200) } };
  }
}

async function sendEmail(deps: DigestDeps, owner: UserRow, facts: DigestFacts, language: Language) {
  if (!owner.email || !owner.emailVerified) return skipped('bot.digest.noEmail');
  const { subject, text } = digestEmail(facts, language);
  await deps.platform.mailer.send({ to: owner.email, subject, text });
  return { status: 'sent' } as const;
}

async function sendSms(deps: DigestDeps, owner: UserRow, facts: DigestFacts, language: Language) {
  const { sms, config } = deps.platform;
  if (!owner.mobile || !owner.countryCode) return skipped('bot.digest.noMobile');
  // A provider sends only approved templates: without one for digests, say so rather than retry.
  if (sms.kind === 'aliyun' && !config.ALIYUN_SMS_DIGEST_TEMPLATE_CODE) {
    return { status: 'failed', key: 'bot.digest.smsTemplate' } as const;
  }
  const { text, params } = digestSms(facts, language);
  await sms.send({
    countryCode: owner.countryCode,
    mobile: owner.mobile,
    text,
    template: { code: config.ALIYUN_SMS_DIGEST_TEMPLATE_CODE, params },
  });
  return { status: 'sent' } as const;
}

const skipped = (key: string): ChannelOutcome => ({ status: 'skipped', key });

export type { BotDigestRow };
