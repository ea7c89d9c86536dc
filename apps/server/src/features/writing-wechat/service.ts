import { ResultCode } from '@inkstone/contract/envelope';
import type { MessageKey } from '@inkstone/contract/messages';
import type { WechatPublishStatus } from '@inkstone/contract/wechat';
import type {
  WechatPublication,
  wechatLatestBody,
  wechatPublishBody,
  wechatStatusBody,
} from '@inkstone/contract/writing-wechat';
import { renderWechatHtml } from '@inkstone/render/wechat-html';
import type { z } from 'zod';
import type { UserRow } from '../../platform/db/tables/users.ts';
import type { CallerWith } from '../../platform/http/caller.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Platform } from '../../platform/platform.ts';
import { accountOf, articleImageReader, publishArticle, publishStatus } from '../wechat/service.ts';
import { getDocument } from '../writing/service.ts';
import { ownDocument } from './access.ts';
import { presentPublication } from './present.ts';
import * as store from './store.ts';
import type { WritingWechatPublicationRow } from './tables.ts';

type Caller = CallerWith<Platform>;

/** The first picture of a Markdown text (`![…](address)`), the cover when none is chosen. */
const FIRST_PICTURE = /!\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/;

/** A submit still "submitting" after this long was cut off (a restart mid-call): shown as failed. */
const SUBMIT_STALE_MS = 10 * 60 * 1000;

/**
 * Faults that happened at or with WeChat (a refusal carries its errcode; the others are
 * WeChat unreachable or unreadable): kept on the publication as its reason. Anything else (a
 * picture we could not read or shrink) stopped before WeChat was called, so nothing is kept.
 */
const WECHAT_FAULTS: ReadonlySet<MessageKey> = new Set(['wechat.unreachable', 'wechat.badAnswer']);
const isWechatFault = (error: unknown): error is AppError =>
  error instanceof AppError &&
  (WECHAT_FAULTS.has(error.key) || (error.options.data as { errcode?: unknown } | undefined)?.errcode !== undefined);

/**
 * Publishes one of the caller's documents to their Official Account: the text rendered to
 * WeChat's inline-styled HTML in the writer's style, the pictures and the cover read through the
 * files policy (the caller's own), then the WeChat client uploads, adds the draft and submits.
 * The publication is recorded before WeChat is called and follows what happens: publishing with
 * WeChat's publish_id, or failed with WeChat's refusal (which is also the call's answer).
 */
export async function publishToWechat(
  caller: Caller,
  user: UserRow,
  body: z.output<typeof wechatPublishBody>,
): Promise<WechatPublication & { publishId: string }> {
  const { platform } = caller;
  const doc = await getDocument(caller, user, body.id);
  if (doc.trashedAt) throw new AppError(ResultCode.conflict, 'writing.inTrash');
  const account = await accountOf(platform, user.id);
  const coverAddress = body.cover?.trim() || FIRST_PICTURE.exec(doc.content)?.[1];
  if (!coverAddress) throw new AppError(ResultCode.invalid, 'wechat.coverRequired');
  const readImage = articleImageReader(platform, user);
  const article = {
    title: doc.title,
    author: body.author ?? '',
    digest: body.digest ?? '',
    content: renderWechatHtml(doc.content, body.style ?? {}),
    cover: await readImage(coverAddress),
  };

  const record = await store.insertPublication(platform.db, {
    documentId: doc.id,
    userId: user.id,
    appId: account.appId,
  });
  let publishId: string;
  try {
    publishId = await publishArticle(platform, account, article, readImage);
  } catch (error) {
    if (isWechatFault(error))
      await store.updatePublication(platform.db, record.id, {
        status: 'failed',
        failKey: error.key,
        failParams: error.params,
      });
    else await store.deletePublication(platform.db, record.id);
    throw error;
  }
  const saved = await store.updatePublication(platform.db, record.id, { status: 'publishing', publishId });
  return { ...presentPublication(saved, caller.language), publishId };
}

/**
 * Where a publication of the caller's document stands. While publishing, WeChat is asked
 * (freepublish/get) and the answer kept; once published or failed, the stored record answers.
 */
export async function wechatPublication(
  caller: Caller,
  user: UserRow,
  body: z.output<typeof wechatStatusBody>,
): Promise<WechatPublication> {
  const { db } = caller.platform;
  await ownDocument(db, user, body.id);
  const row = await store.publicationOf(db, body.id, body.publishId);
  if (!row) throw new AppError(ResultCode.notFound, 'wechat.publicationNotFound');
  if (row.status !== 'publishing') return presentPublication(row, caller.language);

  const account = await accountOf(caller.platform, user.id);
  // Another account's token cannot read this publish_id: say so rather than show WeChat's "invalid publish_id".
  if (account.appId !== row.appId)
    throw new AppError(ResultCode.conflict, 'wechat.accountChanged', { appId: row.appId });
  const state = await publishStatus(caller.platform, account, body.publishId);
  const next = afterState(state.status, state.articleUrls[0] ?? null, state.failedArticles);
  const unchanged = next.status === row.status && next.wechatStatus === row.wechatStatus;
  const saved = unchanged ? row : await store.updatePublication(db, row.id, next);
  return presentPublication(saved, caller.language);
}

/** The document's latest publication (null: never published to an Official Account), from the record. */
export async function latestWechatPublication(
  caller: Caller,
  user: UserRow,
  body: z.output<typeof wechatLatestBody>,
): Promise<WechatPublication | null> {
  const { db, clock } = caller.platform;
  await ownDocument(db, user, body.id);
  let row: WritingWechatPublicationRow | null = await store.latestPublication(db, body.id);
  if (row?.status === 'submitting' && clock.now().getTime() - row.updatedAt.getTime() > SUBMIT_STALE_MS)
    row = await store.updatePublication(db, row.id, { status: 'failed', failKey: 'wechat.interrupted' });
  return row && presentPublication(row, caller.language);
}

/** freepublish/get's state as the stored record's: still publishing, published, or failed with why. */
function afterState(wechatStatus: WechatPublishStatus, articleUrl: string | null, failedArticles: number[]) {
  if (wechatStatus === 'publishing') return { status: 'publishing' as const, wechatStatus };
  if (wechatStatus === 'published') return { status: 'published' as const, wechatStatus, articleUrl };
  return {
    status: 'failed' as const,
    wechatStatus,
    failKey: `wechat.publishState.${wechatStatus}` as MessageKey,
    failParams: { articles: failedArticles.join(', ') },
  };
}
