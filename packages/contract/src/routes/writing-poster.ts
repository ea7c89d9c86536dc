import { posterBody, posterSchema } from '../writing-poster.ts';
import { defineRoute } from './define.ts';

/** The writing editor's poster (issue [writing] item 7), named in SPEC's style. */
export const writingPosterRoutes = {
  render: defineRoute({
    method: 'POST',
    encoding: 'json',
    auth: 'user',
    tag: 'writing',
    path: 'cli/write/poster/v1/render',
    body: posterBody,
    answer: posterSchema,
    summary: 'A PNG poster of one of your documents: its title, a passage, a background and a QR code to a link',
    description:
      'Rendered on the server with a bundled Noto Sans SC, so Chinese looks the same everywhere; 1080×1440 ' +
      "(portrait) or 1080×1080 (square). Another user's document is refused with the permission message. At most " +
      '30 posters a minute per user.',
  }),
};
