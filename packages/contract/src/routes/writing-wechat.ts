import { wechatPublishBody, wechatPublishedSchema, wechatStatusBody, wechatStatusSchema } from '../writing-wechat.ts';
import { defineRoute } from './define.ts';

const post = { method: 'POST', encoding: 'json', auth: 'user', tag: 'writing' } as const;
const ACCESS =
  "The document is the caller's own (another user's id: the permission message), and the account is the " +
  "caller's saved Official Account (none saved: `wechat.noAccount`).";

/** Publishing a writing document to a WeChat Official Account (issue [writing] item 6), in SPEC's style. */
export const writingWechatRoutes = {
  publish: defineRoute({
    ...post,
    path: 'cli/write/doc/v1/wechatPublish',
    body: wechatPublishBody,
    answer: wechatPublishedSchema,
    summary:
      'Publish a document to your WeChat Official Account: pictures and cover uploaded, a draft added and submitted',
    description:
      "Title ≤ 32, author ≤ 16 and summary ≤ 128 characters (WeChat's limits, checked before any call), a cover " +
      "(the given picture, else the first in the document), pictures compressed under WeChat's sizes. Answers " +
      'the publishId that `wechatStatus` follows. ' +
      ACCESS,
  }),
  status: defineRoute({
    ...post,
    path: 'cli/write/doc/v1/wechatStatus',
    body: wechatStatusBody,
    answer: wechatStatusSchema,
    summary: "Where a publication stands on WeChat: publishing, published (with the article's address) or failed",
    description: 'Asks WeChat (freepublish/get) each time; poll while `publishing`. ' + ACCESS,
  }),
};
