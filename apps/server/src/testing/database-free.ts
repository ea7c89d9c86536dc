/**
 * API test files that never open the app's database, or open only PGlite by design (the server's
 * own process and the coupon CLI, started with DATABASE_URL=''): the PostgreSQL + Redis pass would
 * run them again for nothing (about a minute of CI's two cores). database-free.test.ts checks that
 * none of them reaches the database client, so a test that starts using it cannot hide here.
 * Paths from the repository's root, as vitest.config.ts's globs.
 */
export const DATABASE_FREE_API_FILES = [
  'apps/server/src/main.test.ts',
  'apps/server/src/features/billing/coupon-cli.test.ts',
  'apps/server/src/platform/sandbox/sandbox.test.ts',
  'apps/server/src/features/wechat/client.test.ts',
  'apps/server/src/ai/image/offline/offline.test.ts',
  'apps/server/src/platform/pdf-translate/memory.test.ts',
  'apps/server/src/platform/media/media.test.ts',
  'apps/server/src/ai/stream/faults.test.ts',
  'apps/server/src/ai/ocr/ocr.test.ts',
  'apps/server/src/testing/peak-rss.test.ts',
];
