import { z } from 'zod';
import type { MessageKey } from './messages.ts';
import { WechatPublishStatus } from './wechat.ts';

/**
 * A writing document published to the user's WeChat Official Account (issue [writing] item 6):
 * rendered to WeChat's HTML in the writer's style, its pictures and cover uploaded, a draft added
 * and submitted; the answer's publishId is then followed until WeChat says published or failed.
 * WeChat's own limits (title 32, author 16, summary 128) are checked by the server with their
 * messages before any call.
 */
const msg = (key: MessageKey) => ({ error: key });
const id = z.string(msg('errors.invalidRequest')).trim().min(1, msg('errors.invalidRequest')).max(64);
const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, msg('errors.invalidRequest'));

/** SPEC §3's WeChat style, as the studio keeps it (`write.wechatStyle`); left out: the defaults. */
export const wechatStyleSchema = z.object({
  theme: choice(['default', 'grace', 'simple']),
  primaryColor: z.string(msg('errors.invalidRequest')).regex(/^#[0-9a-f]{6}$/i, msg('errors.invalidRequest')),
  fontFamily: z.number(msg('errors.invalidRequest')).int().min(1).max(3),
  fontSize: choice(['12px', '13px', '14px', '15px', '16px', '17px', '18px']),
  legend: choice(['title', 'alt', 'title-alt', 'alt-title', 'none']),
  align: choice(['left', 'center', 'justify']),
  macCodeBlock: z.boolean(msg('errors.invalidRequest')),
  blankLine: z.boolean(msg('errors.invalidRequest')),
});

export const wechatPublishBody = z.object({
  id,
  author: z.string(msg('errors.invalidRequest')).max(200).optional(),
  digest: z.string(msg('errors.invalidRequest')).max(1000).optional(),
  /** One of the writer's pictures (an address the editor gave it); left out: the document's first picture. */
  cover: z.string(msg('errors.invalidRequest')).max(2000).optional(),
  style: wechatStyleSchema.optional(),
});
export const wechatPublishedSchema = z.object({ publishId: z.string() });

export const wechatStatusBody = z.object({ id, publishId: id });
export const wechatStatusSchema = z.object({
  status: WechatPublishStatus,
  /** The article's permanent address once published. */
  articleUrl: z.string().nullable(),
});
export type WechatPublicationState = z.infer<typeof wechatStatusSchema>;
