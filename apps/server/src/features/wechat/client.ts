import { createHash } from 'node:crypto';
import { ResultCode } from '@inkstone/contract/envelope';
import type { WechatPublishStatus } from '@inkstone/contract/wechat';
import { AppError } from '../../platform/http/errors.ts';
import { refusalError, TOKEN_REFUSALS, WechatRefusal } from './errors.ts';

/**
 * A small client of the WeChat Official Account HTTP API (DESIGN.md §4: no maintained SDK covers
 * draft/freepublish), written against its documented wire format: JSON answers whose `errcode`
 * is 0 or absent on success, the access token in the query, images as multipart field `media`.
 *
 * Tokens come from `cgi-bin/stable_token` and are kept per account until shortly before they
 * end; a call WeChat answers with a stale-token code (40001, 40014, 42001) gets a new token and
 * is tried once more, never again. Refusals become owner-facing AppErrors (errors.ts).
 */
export type WechatAccount = { appId: string; appSecret: string };

export type ImageFile = { data: Buffer; filename: string; contentType: string };

export type DraftArticle = {
  title: string;
  author: string;
  digest: string;
  /** HTML whose images are already on WeChat (media/uploadimg): WeChat drops any other image. */
  content: string;
  contentSourceUrl: string;
  thumbMediaId: string;
  needOpenComment: boolean;
};

export type PublishState = {
  status: WechatPublishStatus;
  /** The permanent address of each article, once published. */
  articleUrls: string[];
  /** Which articles (from 1) failed the originality check or the audit. */
  failedArticles: number[];
};

export type WechatClientOptions = {
  /** WECHAT_API_BASE: https://api.weixin.qq.com, or a fake in tests. */
  baseUrl: string;
  /** Milliseconds since the epoch; the platform clock in the server. */
  now?: () => number;
  timeoutMs?: number;
};

type Held = { value: string; endsAt: number };
type Body = { json: unknown } | { form: FormData } | null;
type Answer = Record<string, unknown>;

const STATUS_BY_CODE: Record<number, WechatPublishStatus> = {
  0: 'published',
  1: 'publishing',
  2: 'originalityFailed',
  3: 'failed',
  4: 'auditFailed',
  5: 'deleted',
  6: 'banned',
};

/** Long ids WeChat writes as bare numbers would lose digits in JSON.parse: read them as strings. */
const quoteLongIds = (text: string) =>
  text.replace(/"(publish_id|msg_data_id|article_id|media_id)"\s*:\s*(\d{16,})/g, '"$1":"$2"');

/** Kept until 5 minutes (at most half its life) before WeChat says it ends: no call carries one about to lapse. */
const heldUntil = (now: number, expiresInS: number) => now + (expiresInS - Math.min(300, expiresInS / 2)) * 1000;

export class WechatClient {
  private readonly tokens = new Map<string, Held>();
  private readonly tickets = new Map<string, Held>();
  /** One token fetch at a time per account: callers arriving meanwhile share it. */
  private readonly fetching = new Map<string, Promise<string>>();
  private readonly fetchingTickets = new Map<string, Promise<string>>();
  private readonly now: () => number;

  constructor(private readonly options: WechatClientOptions) {
    this.now = options.now ?? Date.now;
  }

  /** An access token for the account; `force` asks stable_token for a new one (force_refresh). */
  async accessToken(account: WechatAccount, force = false): Promise<string> {
    const key = accountKey(account);
    const held = this.tokens.get(key);
    if (!force && held && held.endsAt > this.now()) return held.value;
    const running = this.fetching.get(key);
    if (running) return running;
    const fetching = this.fetchToken(account, force).finally(() => this.fetching.delete(key));
    this.fetching.set(key, fetching);
    return fetching;
  }

  /** Checks an AppID and AppSecret by getting a token with them (refusals as owner-facing errors). */
  async verify(account: WechatAccount): Promise<void> {
    await this.accessToken(account);
  }

  /** media/uploadimg: an image for the article body (JPEG or PNG under 1 MB); answers its address. */
  async uploadBodyImage(account: WechatAccount, image: ImageFile): Promise<string> {
    const answer = await this.call(account, 'cgi-bin/media/uploadimg', {}, { form: mediaForm(image) });
    return stringField(answer, 'url');
  }

  /** material/add_material (type image): a permanent image, as the cover needs; answers its media_id. */
  async addImageMaterial(account: WechatAccount, image: ImageFile): Promise<string> {
    const answer = await this.call(
      account,
      'cgi-bin/material/add_material',
      { type: 'image' },
      { form: mediaForm(image) },
    );
    return stringField(answer, 'media_id');
  }

  /** draft/add with one article; answers the draft's media_id. */
  async addDraft(account: WechatAccount, article: DraftArticle): Promise<string> {
    const json = {
      articles: [
        {
          title: article.title,
          author: article.author,
          digest: article.digest,
          content: article.content,
          content_source_url: article.contentSourceUrl,
          thumb_media_id: article.thumbMediaId,
          need_open_comment: article.needOpenComment ? 1 : 0,
          only_fans_can_comment: 0,
        },
      ],
    };
    return stringField(await this.call(account, 'cgi-bin/draft/add', {}, { json }), 'media_id');
  }

  /** freepublish/submit: publishes a draft; answers the publish_id to follow. */
  async submitPublish(account: WechatAccount, mediaId: string): Promise<string> {
    const answer = await this.call(account, 'cgi-bin/freepublish/submit', {}, { json: { media_id: mediaId } });
    return stringField(answer, 'publish_id');
  }

  /** freepublish/get: where a publication stands. */
  async publishState(account: WechatAccount, publishId: string): Promise<PublishState> {
    const answer = await this.call(account, 'cgi-bin/freepublish/get', {}, { json: { publish_id: publishId } });
    const status = STATUS_BY_CODE[Number(answer.publish_status)];
    if (!status) throw badAnswer();
    const detail = answer.article_detail as { item?: Array<{ article_url?: unknown }> } | undefined;
    return {
      status,
      articleUrls: (detail?.item ?? []).map((item) => String(item.article_url ?? '')).filter(Boolean),
      failedArticles: Array.isArray(answer.fail_idx) ? answer.fail_idx.map(Number) : [],
    };
  }

  /** The JS-SDK ticket (ticket/getticket, type jsapi), held until shortly before it ends. */
  async jsapiTicket(account: WechatAccount): Promise<string> {
    const key = accountKey(account);
    const held = this.tickets.get(key);
    if (held && held.endsAt > this.now()) return held.value;
    // getticket's daily allowance is small: pages signed at once share one fetch.
    const running = this.fetchingTickets.get(key);
    if (running) return running;
    const fetching = this.fetchTicket(account).finally(() => this.fetchingTickets.delete(key));
    this.fetchingTickets.set(key, fetching);
    return fetching;
  }

  private async fetchTicket(account: WechatAccount): Promise<string> {
    const key = accountKey(account);
    const answer = await this.call(account, 'cgi-bin/ticket/getticket', { type: 'jsapi' }, null);
    const ticket = stringField(answer, 'ticket');
    this.tickets.set(key, { value: ticket, endsAt: heldUntil(this.now(), Number(answer.expires_in) || 7200) });
    return ticket;
  }

  private async fetchToken(account: WechatAccount, force: boolean): Promise<string> {
    const json = {
      grant_type: 'client_credential',
      appid: account.appId,
      secret: account.appSecret,
      force_refresh: force,
    };
    let answer: Answer;
    try {
      answer = await this.send('cgi-bin/stable_token', {}, { json });
    } catch (error) {
      throw error instanceof WechatRefusal ? refusalError(error, true) : error;
    }
    const value = stringField(answer, 'access_token');
    this.tokens.set(accountKey(account), { value, endsAt: heldUntil(this.now(), Number(answer.expires_in) || 7200) });
    return value;
  }

  /** A call with the account's token; a stale-token refusal gets one new token and one more try. */
  private async call(account: WechatAccount, path: string, query: Record<string, string>, body: Body): Promise<Answer> {
    const token = await this.accessToken(account);
    try {
      try {
        return await this.send(path, { ...query, access_token: token }, body);
      } catch (error) {
        if (!(error instanceof WechatRefusal) || !TOKEN_REFUSALS.has(error.errcode)) throw error;
      }
      const renewed = await this.renewToken(account, token);
      return await this.send(path, { ...query, access_token: renewed }, body);
    } catch (error) {
      throw error instanceof WechatRefusal ? refusalError(error, false) : error;
    }
  }

  /** Another call may already have replaced the refused token; only otherwise is a new one forced. */
  private renewToken(account: WechatAccount, refused: string): Promise<string> {
    const held = this.tokens.get(accountKey(account));
    if (held && held.value !== refused && held.endsAt > this.now()) return Promise.resolve(held.value);
    this.tokens.delete(accountKey(account));
    return this.accessToken(account, true);
  }

  private async send(path: string, query: Record<string, string>, body: Body): Promise<Answer> {
    const url = new URL(path, this.options.baseUrl.endsWith('/') ? this.options.baseUrl : `${this.options.baseUrl}/`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    let text: string;
    try {
      const response = await fetch(url, {
        method: body ? 'POST' : 'GET',
        ...(body && 'json' in body
          ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body.json) }
          : {}),
        ...(body && 'form' in body ? { body: body.form } : {}),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000),
      });
      text = await response.text();
      // WeChat answers refusals with HTTP 200 and an errcode; anything else is not WeChat talking.
      if (!response.ok) throw new AppError(ResultCode.unavailable, 'wechat.unreachable', {}, { warn: true });
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError(ResultCode.unavailable, 'wechat.unreachable', {}, { warn: true });
    }
    let answer: unknown;
    try {
      answer = JSON.parse(quoteLongIds(text));
    } catch {
      throw badAnswer();
    }
    if (typeof answer !== 'object' || answer === null) throw badAnswer();
    const { errcode, errmsg } = answer as Answer;
    if (errcode !== undefined && Number(errcode) !== 0) throw new WechatRefusal(Number(errcode), String(errmsg ?? ''));
    return answer as Answer;
  }
}

/** Per AppID and secret: a token fetched with the right secret is never handed to a wrong one. */
const accountKey = (account: WechatAccount) =>
  `${account.appId}:${createHash('sha256').update(account.appSecret).digest('hex').slice(0, 32)}`;

const badAnswer = () => new AppError(ResultCode.unavailable, 'wechat.badAnswer', {}, { warn: true });

function stringField(answer: Answer, name: string): string {
  const value = answer[name];
  if ((typeof value !== 'string' && typeof value !== 'number') || value === '') throw badAnswer();
  return String(value);
}

function mediaForm(image: ImageFile): FormData {
  const form = new FormData();
  form.append('media', new Blob([new Uint8Array(image.data)], { type: image.contentType }), image.filename);
  return form;
}
