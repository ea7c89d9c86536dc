/** The whole Drizzle schema: platform tables here, feature tables added as features land. */
export * from './tables/users.ts';
export * from './tables/sessions.ts';
export * from './tables/jobs.ts';
export * from './tables/files.ts';
