import {
  wechatLatestBody,
  wechatLatestSchema,
  wechatPublishBody,
  wechatPublishedSchema,
  wechatStatusBody,
  wechatStatusSchema,
} from '../writing-wechat.ts';
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
      'the publication as stored (publishing, with the publishId that `wechatStatus` follows); a refusal by WeChat ' +
      'is kept as a failed publication with its reason. ' +
      ACCESS,
  }),
  status: defineRoute({
    ...post,
    path: 'cli/write/doc/v1/wechatStatus',
    body: wechatStatusBody,
    answer: wechatStatusSchema,
    summary:
      "Where a publication stands: submitting, publishing, published (with the article's address) or failed (why)",
    description:
      'Asks WeChat (freepublish/get) while `publishing` and keeps the answer; once published or failed, answers ' +
      'from the stored record without calling WeChat. Poll every few seconds while `publishing`. ' +
      ACCESS,
  }),
  latest: defineRoute({
    ...post,
    path: 'cli/write/doc/v1/wechatLatest',
    body: wechatLatestBody,
    answer: wechatLatestSchema,
    summary:
      "The document's latest publication to an Official Account, or null: where the studio picks up after a reload",
    description: 'Read from the stored record; WeChat is not asked. ' + ACCESS,
  }),
};
