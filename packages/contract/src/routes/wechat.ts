import { z } from 'zod';
import { futuSignBody, futuSignSchema, wechatAccountBody, wechatAccountSchema } from '../wechat.ts';
import { defineRoute } from './define.ts';

const tag = 'wechat';
const signedIn = { auth: 'user', tag } as const;

/**
 * The WeChat Official Account the signed-in user publishes to (issue [writing] item 6; SPEC leaves
 * these out, named in its style), and SPEC §7's share signature. Account calls act on the token's
 * own user only.
 */
export const wechatRoutes = {
  getAccount: defineRoute({
    method: 'GET',
    path: 'cli/wx/mp/v1/account/get',
    answer: wechatAccountSchema,
    ...signedIn,
    summary: 'The saved Official Account: its AppID and whether a secret is stored (never the secret)',
  }),
  saveAccount: defineRoute({
    method: 'POST',
    encoding: 'form',
    path: 'cli/wx/mp/v1/account/save',
    body: wechatAccountBody,
    answer: wechatAccountSchema,
    ...signedIn,
    summary: 'Save the AppID and AppSecret, after WeChat accepted them for an access token',
  }),
  deleteAccount: defineRoute({
    method: 'POST',
    encoding: 'form',
    path: 'cli/wx/mp/v1/account/del',
    answer: z.null(),
    ...signedIn,
    summary: 'Forget the saved Official Account',
  }),
  futuSign: defineRoute({
    method: 'POST',
    encoding: 'form',
    path: 'wx/mp/v1/futu/sign',
    body: futuSignBody,
    answer: futuSignSchema,
    auth: 'none',
    tag,
    summary: "JS-SDK share signature for a page, under the server's own Official Account",
    description:
      'sha1 over jsapi_ticket, noncestr, timestamp and url (without its # part), as WeChat JS-SDK ' +
      'documents; needs WECHAT_APP_ID and WECHAT_APP_SECRET on the server.',
  }),
};
