import v8 from 'node:v8';
import vm from 'node:vm';
import { runningMessageIds } from '../../apps/server/src/features/chat/running.ts';
import type { Platform } from '../../apps/server/src/platform/platform.ts';

/** A full collection, so the heap weighed is what is alive (run.ts starts node without --expose-gc). */
export function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

/**
 * Weighs the heap after a full GC at the most streams open: when the readers say all are open,
 * and, should they never all be open at once (the server starting them slower than they end),
 * whenever the count of answers running here has grown by a tenth since the last weighing.
 */
export function weighWhileOpen(instance: Pick<Platform, 'realtime'>, before: NodeJS.MemoryUsage) {
  let best = { open: 0, heapPerStreamKb: Number.NaN, rssPerStreamKb: Number.NaN };
  let allOpen = false;
  const weigh = () => {
    const open = runningMessageIds(instance).length;
    if (open === 0 || (!allOpen && open < Math.max(10, best.open * 1.1))) return;
    collectGarbage();
    const usage = process.memoryUsage();
    if (open < best.open) return;
    best = {
      open,
      heapPerStreamKb: (usage.heapUsed - before.heapUsed) / open / 1024,
      rssPerStreamKb: (usage.rss - before.rss) / open / 1024,
    };
    // To see what an open stream holds: BENCH_HEAP_SNAPSHOT=/tmp/streams.heapsnapshot
    if (allOpen && process.env.BENCH_HEAP_SNAPSHOT) v8.writeHeapSnapshot(process.env.BENCH_HEAP_SNAPSHOT);
  };
  const timer = setInterval(weigh, 500);
  return {
    allOpen: () => {
      allOpen = true;
      weigh();
    },
    stop: () => {
      clearInterval(timer);
      return { ...best, allOpen };
    },
  };
}
