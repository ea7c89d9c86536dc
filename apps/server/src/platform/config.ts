import path from 'node:path';
import { z } from 'zod';
import { Edition } from '@inkstone/contract/edition';
import type { WebSearchProvider } from '@inkstone/contract/system';
import { parseAllowEntry } from './fetch/allow-list.ts';

/**
 * Every environment variable the server reads, with its default. README.md's table is
 * written from this list; a bad value stops the server with a message naming the variable.
 */
const list = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** FETCH_ALLOW_HOSTS: `host:port` entries, each in the form the fetcher compares (fetch/allow-list.ts). */
const allowHosts = z
  .string()
  .transform(list)
  .pipe(
    z.array(
      z.string().transform((entry, context) => {
        const parsed = parseAllowEntry(entry);
        if (parsed === null) context.addIssue({ code: 'custom', message: `"${entry}" is not host:port` });
        return parsed ?? entry;
      }),
    ),
  );

/** Yuan with at most two decimals; CN_PRICE_* plans: `period:yuan` pairs (features/billing/prices.ts reads them). */
const YUAN = String.raw`\d{1,7}(\.\d{1,2})?`;
const yuan = z.string().regex(new RegExp(`^${YUAN}$`), 'must be an amount in yuan, e.g. 18 or 18.80');
const PLAN_PRICE = String.raw`(month|quarter|year):${YUAN}`;
const planPrices = z
  .string()
  .regex(
    new RegExp(`^${PLAN_PRICE}(,${PLAN_PRICE})*$`),
    'must be period:yuan pairs, e.g. month:68,quarter:188,year:688',
  );

const bool = z.enum(['0', '1', 'true', 'false', '']).transform((value) => value === '1' || value === 'true');

const databaseUrl = z
  .string()
  .refine((value) => value === '' || /^postgres(ql)?:\/\//.test(value), 'must start with postgres:// or postgresql://');

const redisUrl = z
  .string()
  .refine((value) => value === '' || /^rediss?:\/\//.test(value), 'must start with redis:// or rediss://');

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: databaseUrl.default(''),
  REDIS_URL: redisUrl.default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  EDITION: Edition.default('global'),
  WEB_DIST: z.string().default(''),
  TRUST_PROXY: bool.default(false),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  UPLOAD_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(20 * 1024 * 1024),
  COUNTRY_HEADER: z.string().toLowerCase().default(''),
  GEOIP_CSV: z.string().default(''),
  DEFAULT_COUNTRY: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
    .transform((value) => value.toUpperCase())
    .default('US'),
  RECORD_NUMBER_TEXT: z.string().default(''),
  RECORD_NUMBER_HOSTS: z.string().transform(list).default([]),
  CONTACT_EMAIL: z.string().default(''),
  JOB_POLL_MS: z.coerce.number().int().min(10).default(1000),
  JOB_LEASE_MS: z.coerce.number().int().min(100).default(30_000),
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]*$/, 'letters, digits and : . _ - only')
    .default('inkstone:'),
  CODE_SENDS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(20),
  // The writing editor's suggestions as you type (not counted as questions: limited per hour instead).
  WRITE_COMPLETIONS_PER_HOUR: z.coerce.number().int().min(1).default(240),
  LOGIN_TRIES_PER_IP: z.coerce.number().int().min(1).default(100),
  DEV_OUTBOX: bool.default(false),
  TIME_ZONE: z
    .string()
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'must be an IANA time zone such as Asia/Shanghai')
    .default('UTC'),
  FREE_DAILY_LIMIT: z.coerce.number().int().min(0).default(10),
  FREE_DRAW_DAILY_LIMIT: z.coerce.number().int().min(0).default(3),
  PRO_DAILY_LIMIT: z.coerce.number().int().min(1).default(500),
  PRO_PREMIUM_MONTHLY: z.coerce.number().int().min(0).default(100),
  DRAW_PRO_DAILY_LIMIT: z.coerce.number().int().min(1).default(200),
  INVITE_REWARD_COUNT: z.coerce.number().int().min(0).default(5),
  PUBLIC_URL: z.string().url().optional(),
  CHAT_FILE_MAX_COUNT: z.coerce.number().int().min(1).max(20).default(5),
  CHAT_FILE_MAX_MB: z.coerce.number().int().min(1).max(200).default(20),
  CHAT_HISTORY_TURNS: z.coerce.number().int().min(0).max(50).default(10),
  // How long an answer goes on after its reader left, waiting for a reload to resume it (0: stop at once).
  CHAT_RESUME_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(30_000),
  STRIPE_SECRET_KEY: z.string().default(''),
  STRIPE_WEBHOOK_SECRET: z.string().default(''),
  STRIPE_API_URL: z.string().url().optional(),
  SMTP_URL: z
    .string()
    .refine((value) => value === '' || /^smtps?:\/\//.test(value), 'must start with smtp:// or smtps://')
    .default(''),
  MAIL_FROM: z.string().default('Inkstone <no-reply@localhost>'),
  ALIYUN_SMS_ACCESS_KEY_ID: z.string().default(''),
  ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().default(''),
  ALIYUN_SMS_SIGN_NAME: z.string().default(''),
  ALIYUN_SMS_TEMPLATE_CODE: z.string().default(''),
  /** The template bot digests are sent with (parameters name, conversations, questions, unanswered). */
  ALIYUN_SMS_DIGEST_TEMPLATE_CODE: z.string().default(''),
  ALIYUN_SMS_ENDPOINT: z.string().url().default('https://dysmsapi.aliyuncs.com/'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  FETCH_ALLOW_HOSTS: allowHosts.default([]),
  // Drawing (features/draw, ai/image). OPENAI_* for gpt-image-1 are read by ai/config.ts.
  DRAW_PROVIDER: z.enum(['auto', 'offline', 'mj-proxy', 'openai']).default('auto'),
  MJ_PROXY_URL: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default(''),
  MJ_PROXY_SECRET: z.string().default(''),
  DRAW_MAX_RUNNING_PER_USER: z.coerce.number().int().min(1).default(3),
  DRAW_QUEUE_LIMIT: z.coerce.number().int().min(1).default(100),
  DRAW_TIMEOUT_MS: z.coerce.number().int().min(50).default(600_000),
  DRAW_POLL_MS: z.coerce.number().int().min(10).default(2000),
  DRAW_OFFLINE_STEP_MS: z.coerce.number().int().min(0).default(150),
  // Knowledge sources (features/knowledge): per file, per bot or notebook, per document.
  KNOWLEDGE_FILE_MAX_MB: z.coerce.number().int().min(1).max(200).default(20),
  KNOWLEDGE_MAX_SOURCES: z.coerce.number().int().min(1).max(10_000).default(100),
  KNOWLEDGE_MAX_PAGES: z.coerce.number().int().min(1).max(10_000).default(500),
  KNOWLEDGE_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  // WeChat Official Account (features/wechat): the API address, and the server's own account for share signatures.
  WECHAT_API_BASE: z.url({ protocol: /^https?$/ }).default('https://api.weixin.qq.com'),
  WECHAT_APP_ID: z.string().default(''),
  WECHAT_APP_SECRET: z.string().default(''),
  // Voice (features/voice, ai/speech, platform/media). ffmpeg and ffprobe: these paths, else PATH.
  FFMPEG_PATH: z.string().default(''),
  FFPROBE_PATH: z.string().default(''),
  STT_BASE_URL: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default(''),
  STT_API_KEY: z.string().default(''),
  STT_MODEL: z.string().min(1).default('whisper-1'),
  STT_TIMEOUT_MS: z.coerce.number().int().min(100).default(120_000),
  VOICE_MAX_UPLOAD_MB: z.coerce.number().int().min(1).max(2000).default(200),
  VOICE_MAX_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(240),
  VOICE_TRIAL_MINUTES: z.coerce.number().int().min(1).max(60).default(5),
  // Web search for the chat (features/web-search, ai/web-search). The first one set is used:
  // SearXNG (self-hosted), then Tavily, Brave, Bing. The *_URL overrides point a provider elsewhere.
  SEARXNG_URL: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default(''),
  WEB_SEARCH_TAVILY_KEY: z.string().default(''),
  WEB_SEARCH_TAVILY_URL: z.url({ protocol: /^https?$/ }).default('https://api.tavily.com'),
  WEB_SEARCH_BRAVE_KEY: z.string().default(''),
  WEB_SEARCH_BRAVE_URL: z.url({ protocol: /^https?$/ }).default('https://api.search.brave.com'),
  WEB_SEARCH_BING_KEY: z.string().default(''),
  WEB_SEARCH_BING_URL: z.url({ protocol: /^https?$/ }).default('https://api.bing.microsoft.com'),
  /** The search and the result pages together, before the model is asked without them. */
  WEB_SEARCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  WEB_SEARCH_RESULTS: z.coerce.number().int().min(1).max(10).default(5),
  // PDF translation (features/translate). Pages per file and per day; VIP = an active Q&A plan.
  TRANSLATE_FREE_PAGES_PER_FILE: z.coerce.number().int().min(1).max(100_000).default(20),
  TRANSLATE_VIP_PAGES_PER_FILE: z.coerce.number().int().min(1).max(100_000).default(300),
  TRANSLATE_FREE_PAGES_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(50),
  TRANSLATE_VIP_PAGES_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  TRANSLATE_MAX_UPLOAD_MB: z.coerce.number().int().min(1).max(2000).default(100),
  /** Batches sent to the model per minute by one server (each batch is one request). */
  TRANSLATE_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(60),
  // Analytics (features/analytics). 0 days: nothing is stored (events are only forwarded, if set).
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(0).max(3650).default(90),
  ANALYTICS_TRACK_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  ANALYTICS_FORWARD_URL: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default(''),
  ANALYTICS_FORWARD_KIND: z.enum(['posthog', 'umami']).default('posthog'),
  /** PostHog's project API key, or Umami's website id. */
  ANALYTICS_FORWARD_KEY: z.string().default(''),
  /** Who may read the analytics summary (there is no admin role in SPEC §6). */
  ADMIN_EMAILS: z
    .string()
    .transform((value) => list(value).map((email) => email.toLowerCase()))
    .default([]),
  // Payments of the Chinese edition (features/billing/payments). A method is offered only when all
  // of its keys are set. Keys take PEM text or the path of a PEM file.
  WECHATPAY_MCH_ID: z.string().default(''),
  /** The AppID bound to the merchant; WECHAT_APP_ID when unset (JSAPI pay needs that account's OAuth). */
  WECHATPAY_APP_ID: z.string().default(''),
  WECHATPAY_CERT_SERIAL: z.string().default(''),
  WECHATPAY_PRIVATE_KEY: z.string().default(''),
  WECHATPAY_API_V3_KEY: z.string().default(''),
  /** The WeChat Pay platform certificate or WeChat Pay public key that signs its answers and notifications. */
  WECHATPAY_PLATFORM_CERT: z.string().default(''),
  /** Its serial number (certificate) or public key id (PUB_KEY_ID_…), named in Wechatpay-Serial. */
  WECHATPAY_PLATFORM_SERIAL: z.string().default(''),
  WECHATPAY_API_BASE: z.url({ protocol: /^https?$/ }).default('https://api.mch.weixin.qq.com'),
  /** Where WeChat's web authorisation lives (JSAPI pay asks it for the payer's openid). */
  WECHAT_OAUTH_URL: z.url({ protocol: /^https?$/ }).default('https://open.weixin.qq.com'),
  ALIPAY_APP_ID: z.string().default(''),
  ALIPAY_PRIVATE_KEY: z.string().default(''),
  ALIPAY_PUBLIC_KEY: z.string().default(''),
  ALIPAY_GATEWAY: z.url({ protocol: /^https?$/ }).default('https://openapi.alipay.com/gateway.do'),
  /** Minutes an unpaid WeChat Pay or Alipay order stays open before it is closed. */
  PAY_ORDER_EXPIRY_MINUTES: z.coerce.number().int().min(5).max(1440).default(30),
  /** Yuan prices of the Chinese edition, `period:yuan` pairs (packages: one number). */
  CN_PRICE_QA_PLAN: planPrices.default('month:68,quarter:188,year:688'),
  CN_PRICE_QA_PACKAGE: yuan.default('18'),
  CN_PRICE_DRAWING_PLAN: planPrices.default('month:48,quarter:128,year:468'),
  // Several instances (features of [scale]): object storage instead of DATA_DIR/files, and metrics.
  /** An S3-compatible store's address (MinIO, Ceph, R2, OSS…); unset, AWS itself for S3_REGION. */
  S3_ENDPOINT: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default(''),
  /** Set, files live in this bucket instead of DATA_DIR/files; the server's keys stay in DATA_DIR/files/keys. */
  S3_BUCKET: z.string().default(''),
  S3_REGION: z.string().default('us-east-1'),
  /** Both or neither; neither, the AWS SDK's own chain (AWS_* variables, an instance or task role). */
  S3_ACCESS_KEY_ID: z.string().default(''),
  S3_SECRET_ACCESS_KEY: z.string().default(''),
  /** Path-style addresses (http://host/bucket/key), as MinIO and s3rver need. */
  S3_FORCE_PATH_STYLE: bool.default(false),
  /** `/metrics` answers only with `Authorization: Bearer <this>`; unset, it is not served. */
  METRICS_TOKEN: z.string().default(''),
});

export type Config = z.infer<typeof configSchema> & { dataDir: string; webDist: string };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the environment; empty strings count as unset so `FOO=` falls back to the default. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.keys(configSchema.shape)
      .map((name) => [name, env[name]] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (issue) => `${issue.path.join('.')}: ${issue.message} (got "${present[String(issue.path[0])]}")`,
      ),
    );
  }
  const root = path.resolve(import.meta.dirname, '../../../..');
  return {
    ...parsed.data,
    dataDir: path.resolve(parsed.data.DATA_DIR),
    webDist: parsed.data.WEB_DIST ? path.resolve(parsed.data.WEB_DIST) : path.join(root, 'apps/web/dist'),
  };
}

type WebSearchProviderName = z.infer<typeof WebSearchProvider>;
export type WebSearchKeys = Pick<
  Config,
  | 'SEARXNG_URL'
  | 'WEB_SEARCH_TAVILY_KEY'
  | 'WEB_SEARCH_TAVILY_URL'
  | 'WEB_SEARCH_BRAVE_KEY'
  | 'WEB_SEARCH_BRAVE_URL'
  | 'WEB_SEARCH_BING_KEY'
  | 'WEB_SEARCH_BING_URL'
>;

/**
 * Which web search provider the chat uses, or null when none is configured. When several are
 * set the self-hosted SearXNG wins (nothing but the search leaves the operator's hands), then
 * Tavily, Brave and Bing. Beside the keys, not in ai/web-search, because health and the client's
 * config say it too: platform/ never imports ai/, and ai/ reads only platform's leaf modules.
 */
export function chosenWebSearch(config: WebSearchKeys): WebSearchProviderName | null {
  if (config.SEARXNG_URL) return 'searxng';
  if (config.WEB_SEARCH_TAVILY_KEY) return 'tavily';
  if (config.WEB_SEARCH_BRAVE_KEY) return 'brave';
  if (config.WEB_SEARCH_BING_KEY) return 'bing';
  return null;
}
