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
/**
 * Where a document's publication to the Official Account stands, as the server keeps it:
 * `submitting` while the pictures, the draft and the submit are on their way, `publishing` once
 * WeChat has it (poll `wechatStatus`), then `published` or `failed` — both final.
 */
export const WechatPublicationStatus = z.enum(['submitting', 'publishing', 'published', 'failed']);
export type WechatPublicationStatus = z.infer<typeof WechatPublicationStatus>;

export const wechatPublicationSchema = z.object({
  /** WeChat's publish_id; null while submitting, or when the submit itself was refused. */
  publishId: z.string().nullable(),
  /** The Official Account it went to. */
  appId: z.string(),
  status: WechatPublicationStatus,
  /** freepublish/get's own state once WeChat has answered (e.g. `auditFailed`). */
  wechatStatus: WechatPublishStatus.nullable(),
  /** Why it failed, in the caller's language (WeChat's refusal or its publish state); null otherwise. */
  reason: z.string().nullable(),
  /** The article's permanent address once published. */
  articleUrl: z.string().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WechatPublication = z.infer<typeof wechatPublicationSchema>;

/** The publication just submitted: WeChat has it, so its publishId is known. */
export const wechatPublishedSchema = wechatPublicationSchema.extend({ publishId: z.string() });

export const wechatStatusBody = z.object({ id, publishId: id });
export const wechatStatusSchema = wechatPublicationSchema;

export const wechatLatestBody = z.object({ id });
/** The document's latest publication, or null when it was never sent to an Official Account. */
export const wechatLatestSchema = wechatPublicationSchema.nullable();

/** A final state: nothing more to ask WeChat. */
export const isFinalPublication = (status: WechatPublicationStatus) => status === 'published' || status === 'failed';
