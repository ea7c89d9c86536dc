import { z } from 'zod';
import type { MessageKey } from './messages.ts';

/**
 * A WeChat Official Account (issue [writing] item 6): the owner's AppID and AppSecret, kept to
 * publish articles through the account's HTTP API, and the JS-SDK share signature of SPEC §7
 * (`wx/mp/v1/futu/sign`). The secret goes in and never comes back out.
 */
const msg = (key: MessageKey) => ({ message: key });

/** WeChat's own article limits (draft/add), checked before anything is sent. */
export const WechatLimits = {
  titleMax: 32,
  authorMax: 16,
  digestMax: 128,
  /** "必须少于2万字符" (draft/add content). */
  contentMax: 20_000,
  /** media/uploadimg: JPEG or PNG under 1 MB. */
  bodyImageBytes: 1024 * 1024,
  /** material/add_material (type image): up to 10 MB. */
  coverImageBytes: 10 * 1024 * 1024,
} as const;

export const wechatAccountBody = z.object({
  /** "wx" and 16 hex digits, as the platform's basic configuration page shows it. */
  appId: z
    .string(msg('wechat.appId'))
    .trim()
    .regex(/^wx[0-9a-f]{16}$/i, msg('wechat.appId')),
  /** The developer secret: 32 letters and digits. */
  appSecret: z
    .string(msg('wechat.appSecret'))
    .trim()
    .regex(/^[0-9a-z]{32}$/i, msg('wechat.appSecret')),
});

/** What the owner sees of their account: never the secret, only whether one is stored. */
export const wechatAccountSchema = z.object({
  appId: z.string().nullable(),
  hasSecret: z.boolean(),
  /** When it was last saved (ISO 8601); null when none is stored. */
  updatedAt: z.string().nullable(),
});
export type WechatAccountInfo = z.infer<typeof wechatAccountSchema>;

/** The page address to sign: http(s), what `location.href` gives (the `#` part is dropped). */
export const futuSignBody = z.object({
  url: z
    .string(msg('validation.url'))
    .trim()
    .max(2_000, msg('validation.url'))
    .refine((value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'http:' || url.protocol === 'https:';
      } catch {
        return false;
      }
    }, msg('validation.url')),
});

/** The fields `wx.config` takes, signed for that page. */
export const futuSignSchema = z.object({
  appId: z.string(),
  /** Unix seconds. */
  timestamp: z.number().int(),
  nonceStr: z.string(),
  signature: z.string(),
});
export type FutuSign = z.infer<typeof futuSignSchema>;

/**
 * freepublish/get's publish_status as a state: 0 published, 1 publishing, 2 the originality
 * check failed, 3 failed, 4 refused by the platform's audit, 5 deleted after publishing,
 * 6 banned after publishing.
 */
export const WechatPublishStatus = z.enum([
  'published',
  'publishing',
  'originalityFailed',
  'failed',
  'auditFailed',
  'deleted',
  'banned',
]);
export type WechatPublishStatus = z.infer<typeof WechatPublishStatus>;
