import type { TranslatePush } from '@inkstone/contract/translate';
import type { Platform } from '../../platform/platform.ts';
import type { TranslateTaskRow } from './tables.ts';

/**
 * Tells the owner's open pages that a task moved on. The type is `audioenhance` (kind
 * `translation`): SPEC's socket client ignores it, while an unknown type would reach its chat
 * handler. A push that cannot be sent is only a missed refresh: the page reads the task again.
 */
export async function pushTask(platform: Pick<Platform, 'realtime'>, row: TranslateTaskRow): Promise<void> {
  const push: TranslatePush = {
    type: 'audioenhance',
    kind: 'translation',
    taskId: row.id,
    status: row.status,
    done: row.done,
    total: row.total,
  };
  await platform.realtime.publish(row.userId, push).catch(() => {});
}
