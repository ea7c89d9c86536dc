import { z } from 'zod';
import { docIdBody } from './writing.ts';

/** Publishing a writing document to the web (issue [writing] item 6): the public page `/p/{slug}`. */
export const publishBody = docIdBody;
export const unpublishBody = docIdBody;

export const publishedSchema = z.object({
  /** The page's full address. */
  url: z.string(),
  /** Stable per document: publishing again, even after an unpublish, keeps it. */
  slug: z.string(),
  publishedAt: z.string(),
});
export type Published = z.infer<typeof publishedSchema>;

export const unpublishedSchema = z.object({ id: z.string(), publishedAt: z.null() });

/** The public page's path for a slug (the server serves it outside the API base). */
export const publicPagePath = (slug: string) => `/p/${slug}`;
