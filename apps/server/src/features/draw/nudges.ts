import { TaskNudges } from '../../ai/image/nudge.ts';
import type { Platform } from '../../platform/platform.ts';
import { isRunningUpstream } from './store.ts';

/** Instance-to-instance channel carrying the proxy's call backs, by upstream task id. */
const CHANNEL = 'draw-nudges';

/**
 * This instance's waiting polls, woken by call backs that reach any instance: the load balancer
 * sends the proxy's notify to whichever instance it likes, while the task's poll runs in the
 * job on another.
 */
export async function drawNudges(platform: Pick<Platform, 'realtime'>): Promise<TaskNudges> {
  const nudges = new TaskNudges();
  await platform.realtime.listen(CHANNEL, (upstreamId) => void nudges.nudge(upstreamId));
  return nudges;
}

/** Carries a call back to every instance (this one included); answers whether a task waits on it. */
export async function notified(platform: Pick<Platform, 'realtime' | 'db'>, upstreamId: string): Promise<boolean> {
  await platform.realtime.broadcast(CHANNEL, upstreamId);
  return isRunningUpstream(platform.db, upstreamId);
}
