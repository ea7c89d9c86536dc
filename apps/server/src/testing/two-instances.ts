import { afterAll, beforeAll } from 'vitest';
import { createTestStore, type TestStore } from './database.ts';
import { startTestApp, type TestApp } from './harness.ts';

export type TwoInstances = { store: TestStore; first: TestApp; second: TestApp };
export type TwoInstancesOptions = {
  /** Start both at the same moment, for what both do at start (creating shared keys). */
  together?: boolean;
  /** Settings for both, read when they start: fakes started in an earlier hook know their ports by then. */
  env?: () => Record<string, string>;
  /** Run background workers on this instance only (a web-only instance beside a worker one). */
  workersOn?: 'first' | 'second';
};

/**
 * For the PostgreSQL + Redis pass (*.pg.test.ts): two instances of the app on one database, one
 * Redis and one file store, as behind a load balancer. Registers the suite's hooks; the fields are
 * ready inside its tests.
 */
export function useTwoInstances(options: TwoInstancesOptions = {}): TwoInstances {
  const kit = {} as TwoInstances;
  beforeAll(async () => {
    kit.store = await createTestStore();
    const env = options.env?.();
    const start = (which: 'first' | 'second') =>
      startTestApp({ store: kit.store, env, workers: !options.workersOn || options.workersOn === which });
    if (options.together) {
      [kit.first, kit.second] = await Promise.all([start('first'), start('second')]);
    } else {
      kit.first = await start('first');
      kit.second = await start('second');
    }
  });
  afterAll(async () => {
    await kit.first?.close();
    await kit.second?.close();
    await kit.store?.drop();
  });
  return kit;
}
