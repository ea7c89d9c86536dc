import { z } from 'zod';
import { Edition } from './edition.ts';

/** The web search providers a server may be configured with (SEARXNG_URL, WEB_SEARCH_*_KEY). */
export const WebSearchProvider = z.enum(['searxng', 'tavily', 'brave', 'bing']);

/** GET /api/health */
export const healthSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  database: z.enum(['pglite', 'postgres']),
  vectorSearch: z.boolean().describe('false when pgvector is missing: retrieval falls back to lexical search'),
  realtime: z.enum(['in-process', 'redis']),
  demoMode: z.boolean().describe('true when no AI provider key is configured'),
  edition: Edition,
  retrieval: z
    .enum(['lexical', 'hybrid'])
    .describe('knowledge search: hybrid (words and vectors) needs an embedder (EMBEDDINGS_*) and pgvector'),
  ocr: z
    .object({ state: z.enum(['unchecked', 'available', 'unavailable']), reason: z.string().optional() })
    .describe('offline text recognition for picture sources and scanned PDFs; checked in the background at start'),
  embeddings: z
    .object({ state: z.enum(['off', 'unchecked', 'available', 'unavailable']), reason: z.string().optional() })
    .describe(
      'the embedder for vector search: off (none configured), or a provider or local model folder and whether it loads',
    ),
  ffmpeg: z
    .object({ available: z.boolean(), version: z.string().optional() })
    .describe("Debian's ffmpeg and ffprobe, which voice needs to read audio; without them voice refuses uploads"),
  speechRecognition: z
    .object({ configured: z.boolean() })
    .describe(
      'whether an OpenAI-compatible /audio/transcriptions provider is set (STT_BASE_URL) for voice transcripts',
    ),
  analytics: z
    .object({ forwarding: z.enum(['off', 'posthog', 'umami']) })
    .describe('whether analytics events are also sent to a product-analytics service (ANALYTICS_FORWARD_*)'),
  webSearch: z
    .object({ configured: z.boolean(), provider: WebSearchProvider.nullable() })
    .describe('the chat web-search switch: which provider is set (SEARXNG_URL, WEB_SEARCH_*_KEY), if any'),
});
export type Health = z.infer<typeof healthSchema>;

/** GET /api/health/live — the process answers; nothing else is looked at (a liveness probe restarts it otherwise). */
export const livenessSchema = z.object({ status: z.literal('ok') });

/** How one dependency answered the readiness probe: `off` when this deployment does not use it. */
export const ProbeResult = z.enum(['ok', 'fail', 'off']);

/**
 * GET /api/health/ready — whether this instance can serve: the database answers a query, Redis a
 * ping (when configured), file storage is reachable. Answered with HTTP 503 and the same data in
 * the error envelope when any part fails, so a load balancer takes the instance out of rotation.
 */
export const readinessSchema = z.object({
  status: z.enum(['ok', 'fail']),
  checks: z.object({ database: ProbeResult, redis: ProbeResult, storage: ProbeResult }),
  failed: z.array(z.enum(['database', 'redis', 'storage'])),
});
export type Readiness = z.infer<typeof readinessSchema>;

/** GET /api/cli/config/v1/get — what the web app needs to know about this deployment. */
export const clientConfigSchema = z.object({
  edition: Edition,
  demoMode: z.boolean(),
  version: z.string(),
  recordNumber: z
    .object({ text: z.string(), hosts: z.array(z.string()) })
    .nullable()
    .describe('footer record-number line, shown only on these hosts'),
  contactEmail: z.string().nullable(),
  chatFiles: z
    .object({ maxCount: z.number().int(), maxMb: z.number().int() })
    .optional()
    .describe('chat attachment limits (CHAT_FILE_MAX_COUNT, CHAT_FILE_MAX_MB)'),
  webSearch: z
    .object({ provider: WebSearchProvider.nullable() })
    .optional()
    .describe('the provider the chat web-search switch uses; null: the switch is off, with what to configure'),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;

/** GET /api/cli/region/v1/get — the visitor's region from the server's location lookup. */
export const regionSchema = z.object({
  country: z.string().describe('ISO 3166-1 alpha-2, upper case'),
  inChina: z.boolean(),
  source: z.enum(['header', 'geoip', 'default']),
});
export type Region = z.infer<typeof regionSchema>;
