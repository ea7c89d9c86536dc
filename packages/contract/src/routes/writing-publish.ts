import { publishBody, publishedSchema, unpublishBody, unpublishedSchema } from '../writing-publish.ts';
import { defineRoute } from './define.ts';

const post = { method: 'POST', encoding: 'json', auth: 'user', tag: 'writing' } as const;
const ACCESS =
  "Only the document's owner publishes or unpublishes: another user's id is refused with the permission message " +
  '(SPEC §6); an id that does not exist answers 404.';

/** Publishing a writing document to the web (issue [writing] item 6), named in SPEC's style. */
export const writingPublishRoutes = {
  publish: defineRoute({
    ...post,
    path: 'cli/write/doc/v1/publish',
    body: publishBody,
    answer: publishedSchema,
    summary: 'Publish a document as a public, read-only page at /p/{slug} (or update the page with its text now)',
    description:
      'The page is a copy of the title and the text as they are now, rendered with raw HTML shown as text and ' +
      'only web addresses kept; editing the document changes nothing there until it is published again. The ' +
      'slug stays the same for the document. A document in the trash is refused (`writing.inTrash`), and ' +
      'trashing a published document takes its page down. ' +
      ACCESS,
  }),
  unpublish: defineRoute({
    ...post,
    path: 'cli/write/doc/v1/unpublish',
    body: unpublishBody,
    answer: unpublishedSchema,
    summary: 'Take a published page down: /p/{slug} answers 404 until the document is published again',
    description: ACCESS,
  }),
};
