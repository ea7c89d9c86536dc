import { ResultCode } from '@inkstone/contract/envelope';
import type { WechatPublicationState, wechatPublishBody, wechatStatusBody } from '@inkstone/contract/writing-wechat';
import { renderWechatHtml } from '@inkstone/render/wechat-html';
import type { z } from 'zod';
import type { UserRow } from '../../platform/db/tables/users.ts';
import type { CallerWith } from '../../platform/http/caller.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Platform } from '../../platform/platform.ts';
import { accountOf, articleImageReader, publishArticle, publishStatus } from '../wechat/service.ts';
import { getDocument } from '../writing/service.ts';

type Caller = CallerWith<Platform>;

/** The first picture of a Markdown text (`![…](address)`), the cover when none is chosen. */
const FIRST_PICTURE = /!\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/;

/**
 * Publishes one of the caller's documents to their Official Account: the text rendered to
 * WeChat's inline-styled HTML in the writer's style, the pictures and the cover read through the
 * files policy (the caller's own), then the WeChat client uploads, adds the draft and submits.
 * The document is read as it is saved now; nothing is written to it.
 */
export async function publishToWechat(
  caller: Caller,
  user: UserRow,
  body: z.output<typeof wechatPublishBody>,
): Promise<{ publishId: string }> {
  const { platform } = caller;
  const doc = await getDocument(caller, user, body.id);
  if (doc.trashedAt) throw new AppError(ResultCode.conflict, 'writing.inTrash');
  const account = await accountOf(platform, user.id);
  const readImage = articleImageReader(platform, user);
  const coverAddress = body.cover?.trim() || FIRST_PICTURE.exec(doc.content)?.[1];
  if (!coverAddress) throw new AppError(ResultCode.invalid, 'wechat.coverRequired');
  const publishId = await publishArticle(
    platform,
    account,
    {
      title: doc.title,
      author: body.author ?? '',
      digest: body.digest ?? '',
      content: renderWechatHtml(doc.content, body.style ?? {}),
      cover: await readImage(coverAddress),
    },
    readImage,
  );
  return { publishId };
}

/** Where a publication of the caller's document stands on WeChat (asked each time). */
export async function wechatPublication(
  caller: Caller,
  user: UserRow,
  body: z.output<typeof wechatStatusBody>,
): Promise<WechatPublicationState> {
  await getDocument(caller, user, body.id);
  const state = await publishStatus(caller.platform, await accountOf(caller.platform, user.id), body.publishId);
  return { status: state.status, articleUrl: state.articleUrls[0] ?? null };
}
