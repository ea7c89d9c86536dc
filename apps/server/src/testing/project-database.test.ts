import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

// The API files share their workers' modules (vitest.config.ts: isolate off); each pass must still
// run on its own database — PGlite in api:pglite, PostgreSQL with Redis in api:postgres.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('runs on the database and pub/sub its pass names', ({ task }) => {
  const postgres = task.file.projectName === 'api:postgres';
  expect(t.app.platform.database.kind).toBe(postgres ? 'postgres' : 'pglite');
  expect(t.app.platform.realtime.kind).toBe(postgres ? 'redis' : 'in-process');
});
