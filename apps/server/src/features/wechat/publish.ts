import { WechatLimits } from '@inkstone/contract/wechat';
import { checkArticle, type Article } from './article.ts';
import type { ImageFile, PublishState, WechatAccount } from './client.ts';
import { fitImage, type ImageInput, type ImageRule } from './images.ts';
import { wechatClient, type WechatPlatform } from './instance.ts';

/** How the caller turns an `<img src>` of its article into the picture's bytes. */
export type ImageReader = (src: string) => Promise<ImageInput>;

const BODY_RULE: ImageRule = { maxBytes: WechatLimits.bodyImageBytes, formats: new Set(['jpeg', 'png']) };
const COVER_RULE: ImageRule = {
  maxBytes: WechatLimits.coverImageBytes,
  formats: new Set(['jpeg', 'png', 'gif', 'bmp']),
};

const IMG_SRC = /(<img\b[^>]*?\bsrc\s*=\s*)(["'])(.*?)\2/gi;
/** Already on WeChat's image host (uploaded before): kept as it is. */
const ON_WECHAT = /^https?:\/\/mmbiz\.qpic\.cn\//i;
const decodeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * Publishes an article to the account (issue [writing] item 6): every body image uploaded
 * (media/uploadimg) and its `src` pointed there, the cover uploaded as permanent material, the
 * draft added and submitted. Answers the publish_id that `publishStatus` follows.
 *
 * All checks and image work happen before the first call, so a title too long or a picture
 * too large leaves nothing half-uploaded on the account.
 */
export async function publishArticle(
  platform: WechatPlatform,
  account: WechatAccount,
  article: Article,
  readImage: ImageReader,
): Promise<string> {
  const fields = checkArticle(article);
  const sources = [...new Set([...article.content.matchAll(IMG_SRC)].map((match) => match[3]!))].filter(
    (src) => src && !ON_WECHAT.test(src),
  );
  const bodyImages = new Map<string, ImageFile>();
  for (const src of sources) bodyImages.set(src, await fitImage(await readImage(decodeAttribute(src)), BODY_RULE));
  const cover = await fitImage(fields.cover, COVER_RULE);

  const client = wechatClient(platform);
  const uploaded = new Map<string, string>();
  for (const [src, image] of bodyImages) uploaded.set(src, await client.uploadBodyImage(account, image));
  const content = article.content.replace(IMG_SRC, (whole, start: string, quote: string, src: string) =>
    uploaded.has(src) ? `${start}${quote}${uploaded.get(src)}${quote}` : whole,
  );
  const thumbMediaId = await client.addImageMaterial(account, cover);
  const draft = await client.addDraft(account, {
    title: fields.title,
    author: fields.author,
    digest: fields.digest,
    content,
    contentSourceUrl: article.contentSourceUrl ?? '',
    thumbMediaId,
    needOpenComment: article.needOpenComment ?? false,
  });
  return client.submitPublish(account, draft);
}

/** Where a publication stands (freepublish/get): poll while `publishing`. */
export function publishStatus(
  platform: WechatPlatform,
  account: WechatAccount,
  publishId: string,
): Promise<PublishState> {
  return wechatClient(platform).publishState(account, publishId);
}
