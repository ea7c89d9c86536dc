import fs from 'node:fs';
import { Session } from 'node:inspector/promises';

/**
 * A CPU profile of the server's process over one phase of the chat-stream bench, written where
 * BENCH_CPU_PROFILE points (open it in Chrome DevTools or speedscope). In-process through the
 * inspector because `node --cpu-prof` crashes under the tsx loader. Costs nothing when unset.
 */
export async function profilePhase(phase: string): Promise<() => Promise<void>> {
  const file = process.env.BENCH_CPU_PROFILE;
  if (!file || (process.env.BENCH_PROFILE_PHASE ?? 'concurrent') !== phase) return async () => {};
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 500 });
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    fs.writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  };
}
