import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type TestApp, type TestUser } from './harness.ts';

export type SignedInApp = { t: TestApp; user: TestUser };

/**
 * The set-up of a suite that needs the app and one signed-in user, nothing else (no model
 * configured: the offline engine answers). Registers the suite's hooks; the fields are ready
 * inside its tests.
 */
export function useSignedInApp(env: Record<string, string> = {}): SignedInApp {
  const kit = {} as SignedInApp;
  beforeAll(async () => {
    kit.t = await startTestApp({ env });
    kit.user = await kit.t.createUser();
  });
  afterAll(() => kit.t?.close());
  return kit;
}
