import { ResultCode } from '@inkstone/contract/envelope';
import type { MessageKey } from '@inkstone/contract/messages';
import { WechatLimits } from '@inkstone/contract/wechat';
import { AppError } from '../../platform/http/errors.ts';
import type { ImageInput } from './images.ts';

/** An article as the writing feature hands it over: WeChat-ready HTML (styles inlined) and its cover. */
export type Article = {
  title: string;
  author?: string;
  digest?: string;
  content: string;
  cover?: ImageInput | null;
  /** "Read the original": the article's public page, when it has one. */
  contentSourceUrl?: string;
  needOpenComment?: boolean;
};

/** Characters as a reader counts them (an emoji is one), which is how WeChat's limits read. */
const length = (text: string) => [...text].length;

function limit(text: string, max: number, key: MessageKey) {
  const count = length(text);
  if (count > max) throw new AppError(ResultCode.invalid, key, { count });
}

/**
 * WeChat's draft limits, checked before any call so the owner learns what to shorten instead
 * of getting a numeric refusal halfway through the uploads. Answers the trimmed fields.
 */
export function checkArticle(article: Article) {
  const title = article.title.trim();
  const author = (article.author ?? '').trim();
  const digest = (article.digest ?? '').trim();
  if (!title) throw new AppError(ResultCode.invalid, 'wechat.titleRequired');
  limit(title, WechatLimits.titleMax, 'wechat.titleTooLong');
  limit(author, WechatLimits.authorMax, 'wechat.authorTooLong');
  limit(digest, WechatLimits.digestMax, 'wechat.digestTooLong');
  if (!article.content.trim()) throw new AppError(ResultCode.invalid, 'wechat.contentRequired');
  const contentCount = length(article.content);
  if (contentCount >= WechatLimits.contentMax)
    throw new AppError(ResultCode.invalid, 'wechat.contentTooLong', { count: contentCount });
  if (!article.cover) throw new AppError(ResultCode.invalid, 'wechat.coverRequired');
  return { title, author, digest, cover: article.cover };
}
