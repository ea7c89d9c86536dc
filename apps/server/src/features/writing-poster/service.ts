import { ResultCode } from '@inkstone/contract/envelope';
import { formatMessage } from '@inkstone/contract/messages';
import { PosterLimits, type Poster, type posterBody } from '@inkstone/contract/writing-poster';
import type { z } from 'zod';
import type { UserRow } from '../../platform/db/tables/users.ts';
import type { CallerWith } from '../../platform/http/caller.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Platform } from '../../platform/platform.ts';
import { getDocument } from '../writing/service.ts';
import { openingText } from './opening.ts';
import { renderPoster } from './render.ts';

type Caller = CallerWith<Pick<Platform, 'db' | 'clock' | 'rateLimiter'>>;

/**
 * A poster of one of the caller's documents (read through the writing feature, which checks the
 * owner and the trash). Limited per user: a poster is a second of the server's time.
 */
export async function posterOf(caller: Caller, user: UserRow, body: z.output<typeof posterBody>): Promise<Poster> {
  const limit = await caller.platform.rateLimiter.hit(`poster:${user.id}`, PosterLimits.perMinute, 60_000);
  if (!limit.allowed)
    throw new AppError(
      ResultCode.tooManyRequests,
      'poster.busy',
      { seconds: Math.max(1, Math.ceil(limit.retryAfterMs / 1000)) },
      { warn: true },
    );
  const doc = await getDocument(caller, user, body.docId);
  // A poster is for sharing: a document in the trash is restored first.
  if (doc.trashedAt) throw new AppError(ResultCode.conflict, 'writing.inTrash');
  const picture = await renderPoster(
    {
      title: doc.title,
      passage: body.passage || openingText(doc.content, 160),
      link: body.link,
      qrCaption: formatMessage(caller.language, 'poster.qrCaption'),
      brand: 'Inkstone',
    },
    body.style,
    body.layout,
    body.size,
  );
  return {
    png: `data:image/png;base64,${picture.png.toString('base64')}`,
    width: picture.width,
    height: picture.height,
  };
}
