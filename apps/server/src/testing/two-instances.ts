import { afterAll, beforeAll } from 'vitest';
import { createTestStore, type TestStore } from './database.ts';
import { startTestApp, type TestApp } from './harness.ts';

export type TwoInstances = { store: TestStore; first: TestApp; second: TestApp };

/**
 * For the PostgreSQL + Redis pass (*.pg.test.ts): two instances of the app on one database, one
 * Redis and one file store, as behind a load balancer. `together` starts them at the same moment,
 * for what both do at start (creating shared keys). Registers the suite's hooks; the fields are
 * ready inside its tests.
 */
export function useTwoInstances(options: { together?: boolean } = {}): TwoInstances {
  const kit = {} as TwoInstances;
  beforeAll(async () => {
    kit.store = await createTestStore();
    if (options.together) {
      [kit.first, kit.second] = await Promise.all([
        startTestApp({ store: kit.store }),
        startTestApp({ store: kit.store }),
      ]);
    } else {
      kit.first = await startTestApp({ store: kit.store });
      kit.second = await startTestApp({ store: kit.store });
    }
  });
  afterAll(async () => {
    await kit.first?.close();
    await kit.second?.close();
    await kit.store?.drop();
  });
  return kit;
}
