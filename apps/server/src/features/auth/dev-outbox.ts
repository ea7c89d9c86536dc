import { latestOutbox } from '../../platform/delivery/outbox.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { Platform } from '../../platform/platform.ts';

/**
 * The latest codes and notices sent to an address, for local sign-up and the browser suite.
 * Off (404, as if it did not exist) unless DEV_OUTBOX is set.
 */
export async function devOutbox(platform: Pick<Platform, 'db' | 'config'>, to: string) {
  if (!platform.config.DEV_OUTBOX) throw notFound();
  const rows = await latestOutbox(platform.db, to);
  return rows.map(({ to: address, channel, subject, text, code, createdAt }) => ({
    to: address,
    channel,
    subject,
    text,
    code,
    createdAt: createdAt.toISOString(),
  }));
}
