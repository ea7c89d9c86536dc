import { expect, it } from 'vitest';
import { queue } from './queue.ts';

it('runs one job at a time, in order, and carries on after a failure', async () => {
  const exclusive = queue();
  const events: string[] = [];
  let running = 0;
  const job = (name: string, fail = false) =>
    exclusive(async () => {
      running++;
      expect(running).toBe(1);
      events.push(`start ${name}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      events.push(`end ${name}`);
      running--;
      if (fail) throw new Error(name);
      return name;
    });
  const results = await Promise.allSettled([job('a'), job('b', true), job('c')]);
  expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  expect(events).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
});
