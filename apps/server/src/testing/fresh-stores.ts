import { afterAll } from 'vitest';
import { createTestStore, type TestStore } from './database.ts';

/**
 * For tests that restart servers on the same data: `fresh()` makes a store that is dropped
 * after the file's tests, whichever of them made it.
 */
export function useFreshStores(): { fresh(): Promise<TestStore> } {
  const stores: TestStore[] = [];
  afterAll(async () => {
    for (const store of stores) await store.drop();
  });
  return {
    async fresh() {
      const store = await createTestStore();
      stores.push(store);
      return store;
    },
  };
}
