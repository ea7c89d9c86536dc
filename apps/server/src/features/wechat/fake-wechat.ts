import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local fake of the WeChat Official Account API for tests, speaking its documented wire
 * format: stable_token (with force_refresh), media/uploadimg and material/add_material (multipart
 * field `media`), draft/add, freepublish/submit and /get, ticket/getticket. Refusals come as
 * WeChat sends them: HTTP 200 with `errcode` and `errmsg`. Tests script the faults.
 */
export type FakeCall = {
  path: string;
  query: Record<string, string>;
  json?: Record<string, unknown>;
  media?: FakeMedia;
};
export type FakeMedia = { filename: string; type: string; bytes: Buffer };

const ok = { errcode: 0, errmsg: 'ok' };
const refusal = (errcode: number, errmsg: string) => ({ errcode, errmsg: `${errmsg} rid: 6743a1b2-1c2d3e4f-5a6b7c8d` });

export function fakeWechat(accounts: Record<string, string>) {
  const calls: FakeCall[] = [];
  /** Tokens WeChat still accepts, by token: the AppID. */
  const live = new Map<string, string>();
  /** Tokens that once were: answered 42001 (expired), as WeChat does. */
  const expired = new Set<string>();
  const faults = new Map<string, Array<Record<string, unknown>>>();
  const publishes = new Map<string, number[]>();
  const drafts = new Map<string, Record<string, unknown>>();
  const materials = new Set<string>();
  let serial = 0;
  const state = { blockedIp: null as string | null, publishOutcome: [1, 0], alwaysExpired: false };

  const issue = (appId: string) => {
    const token = `ACCESS_TOKEN_${appId}_${++serial}`;
    for (const [held, owner] of live)
      if (owner === appId) {
        live.delete(held);
        expired.add(held);
      }
    live.set(token, appId);
    return token;
  };

  function answer(path: string, query: Record<string, string>, json: Record<string, unknown>, media?: FakeMedia) {
    const fault = faults.get(path)?.shift();
    if (fault) return fault;
    if (path === '/cgi-bin/stable_token') {
      if (json.grant_type !== 'client_credential') return refusal(40002, 'invalid grant_type');
      const appId = String(json.appid);
      if (!(appId in accounts)) return refusal(40013, 'invalid appid');
      if (accounts[appId] !== json.secret) return refusal(40125, 'invalid appsecret');
      if (state.blockedIp)
        return refusal(40164, `invalid ip ${state.blockedIp} ipv6 ::ffff:${state.blockedIp}, not in whitelist`);
      const current = [...live].find(([, owner]) => owner === appId)?.[0];
      const token = json.force_refresh === true || !current ? issue(appId) : current;
      return { access_token: token, expires_in: 7200 };
    }
    const token = query.access_token ?? '';
    if (state.alwaysExpired || expired.has(token)) return refusal(42001, 'access_token expired');
    if (!live.has(token)) return refusal(40001, 'invalid credential, access_token is invalid or not latest');
    switch (path) {
      case '/cgi-bin/media/uploadimg':
        if (!media) return refusal(41005, 'media data missing');
        if (media.bytes.length > 1024 * 1024) return refusal(40009, 'invalid image size');
        if (!/\.(jpe?g|png)$/i.test(media.filename)) return refusal(40005, 'invalid file type');
        return { url: `http://mmbiz.qpic.cn/mmbiz_jpg/fake${++serial}/0` };
      case '/cgi-bin/material/add_material': {
        if (query.type !== 'image') return refusal(40004, 'invalid media type');
        if (!media) return refusal(41005, 'media data missing');
        if (media.bytes.length > 10 * 1024 * 1024) return refusal(40009, 'invalid image size');
        const mediaId = `MATERIAL_${++serial}`;
        materials.add(mediaId);
        return { media_id: mediaId, url: `http://mmbiz.qpic.cn/mmbiz_jpg/cover${serial}/0` };
      }
      case '/cgi-bin/draft/add': {
        const [article] = (json.articles ?? []) as Array<Record<string, string>>;
        if (!article) return refusal(40035, 'invalid args');
        if ([...String(article.title)].length > 32) return refusal(45003, 'title size out of limit');
        if ([...String(article.author ?? '')].length > 16) return refusal(45110, 'author size out of limit');
        if ([...String(article.digest ?? '')].length > 128) return refusal(45004, 'description size out of limit');
        if (!materials.has(article.thumb_media_id!)) return refusal(40007, 'invalid media_id');
        const mediaId = `DRAFT_${++serial}`;
        drafts.set(mediaId, article);
        return { media_id: mediaId };
      }
      case '/cgi-bin/freepublish/submit': {
        if (!drafts.has(String(json.media_id))) return refusal(40007, 'invalid media_id');
        const publishId = `2247${String(++serial).padStart(6, '0')}`;
        publishes.set(publishId, [...state.publishOutcome]);
        return { ...ok, publish_id: publishId, msg_data_id: `${serial}` };
      }
      case '/cgi-bin/freepublish/get': {
        const steps = publishes.get(String(json.publish_id));
        if (!steps) return refusal(53600, 'invalid publish_id');
        // Each look moves one step on; the last step stays.
        const status = steps.length > 1 ? steps.shift()! : steps[0]!;
        return {
          publish_id: json.publish_id,
          publish_status: status,
          ...(status === 0
            ? {
                article_id: 'ARTICLE_1',
                article_detail: { count: 1, item: [{ idx: 1, article_url: 'https://mp.weixin.qq.com/s/fake' }] },
              }
            : {}),
          fail_idx: status === 2 || status === 4 ? [1] : [],
        };
      }
      case '/cgi-bin/ticket/getticket':
        if (query.type !== 'jsapi') return refusal(40097, 'invalid args');
        return { ...ok, ticket: `JSAPI_TICKET_${live.get(token)}`, expires_in: 7200 };
      default:
        return refusal(48001, 'api unauthorized');
    }
  }

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url!, 'http://fake');
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const type = request.headers['content-type'] ?? '';
    let json: Record<string, unknown> = {};
    let media: FakeMedia | undefined;
    if (type.startsWith('multipart/form-data')) {
      const form = await new Request('http://fake', {
        method: 'POST',
        headers: { 'content-type': type },
        body,
      }).formData();
      const file = form.get('media');
      if (file instanceof File)
        media = { filename: file.name, type: file.type, bytes: Buffer.from(await file.arrayBuffer()) };
    } else if (body.length > 0) {
      json = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
    }
    const query = Object.fromEntries(url.searchParams);
    calls.push({ path: url.pathname, query, json, media });
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(answer(url.pathname, query, json, media)));
  });

  return {
    server,
    calls,
    state,
    drafts,
    /** Starts listening on a free port of 127.0.0.1; answers the base address. */
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    /** The next answers of `path` (e.g. `/cgi-bin/draft/add`), before its normal behaviour. */
    fail: (path: string, ...answers: Array<{ errcode: number; errmsg: string }>) =>
      faults.set(path, [...(faults.get(path) ?? []), ...answers]),
    /** Every token issued so far stops working (42001), as when it lapses or is replaced elsewhere. */
    expireTokens() {
      for (const token of live.keys()) expired.add(token);
      live.clear();
    },
    callsTo: (path: string) => calls.filter((call) => call.path === path),
    reset() {
      calls.length = 0;
    },
  };
}
