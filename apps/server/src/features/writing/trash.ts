import { WritingLimits } from '@inkstone/contract/writing';

const TRASH_MS = WritingLimits.trashDays * 24 * 60 * 60 * 1000;

/** When a document deleted at `trashedAt` is purged. */
export const purgeAt = (trashedAt: Date) => new Date(trashedAt.getTime() + TRASH_MS);

/** Documents trashed before this are gone, whether or not the purge job has run yet. */
export const purgedBefore = (now: Date) => new Date(now.getTime() - TRASH_MS);

export const isPurged = (document: { trashedAt: Date | null }, now: Date) =>
  document.trashedAt !== null && document.trashedAt < purgedBefore(now);
