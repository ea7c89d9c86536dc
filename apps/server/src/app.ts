import { randomUUID } from 'node:crypto';
import path from 'node:path';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Headers } from '@inkstone/contract/envelope';
import { LOGO_DIR } from './ai/logos.ts';
import { createModelAccess } from './ai/model-access.ts';
import { accountRoutes } from './features/account/routes.ts';
import { analyticsRoutes } from './features/analytics/routes.ts';
import { authRoutes } from './features/auth/routes.ts';
import { billingRoutes } from './features/billing/routes.ts';
import { failOrphanedTasks, registerDrawJobs } from './features/draw/jobs.ts';
import { drawNudges } from './features/draw/nudges.ts';
import { drawRoutes } from './features/draw/routes.ts';
import { sweepLapsedAnswers } from './features/chat/lease.ts';
import { runningMessageIds } from './features/chat/running.ts';
import { chatRoutes } from './features/chat/routes.ts';
import { chatImageRoutes } from './features/chat-image/routes.ts';
import { fileRoutes } from './features/files/routes.ts';
import { ocrReader } from './features/knowledge/ocr-reader.ts';
import { registerKnowledge } from './features/knowledge/register.ts';
import { notebookRoutes } from './features/notebooks/routes.ts';
import { promptTemplateRoutes } from './features/prompt-templates/routes.ts';
import { botRoutes } from './features/bots/routes.ts';
import { botDigestRoutes } from './features/bot-digest/routes.ts';
import { botToBRoutes } from './features/bots/tob/routes.ts';
import { voiceRoutes } from './features/voice/routes.ts';
import { translateRoutes } from './features/translate/routes.ts';
import { writingRoutes } from './features/writing/routes.ts';
import { writingPublishRoutes } from './features/writing-publish/routes.ts';
import { chatPublishRoutes } from './features/chat-publish/routes.ts';
import { writingToolRoutes } from './features/writing-tools/routes.ts';
import { wechatRoutes } from './features/wechat/routes.ts';
import { writingPosterRoutes } from './features/writing-poster/routes.ts';
import { codeRunRoutes } from './features/code-run/routes.ts';
import { writingWechatRoutes } from './features/writing-wechat/routes.ts';
import { installRequestUser } from './platform/auth/request-user.ts';
import { shareSessionChanges } from './platform/auth/session-cache.ts';
import { shareUserRowChanges } from './platform/cache/user-row-cache.ts';
import { systemClock, type Clock } from './platform/clock.ts';
import type { Config } from './platform/config.ts';
import { openDatabase, type Database } from './platform/db/client.ts';
import { outboxMailer, smtpMailer } from './platform/delivery/mailer.ts';
import { aliyunSms, outboxSms } from './platform/delivery/sms.ts';
import { memoryRateLimiter, redisRateLimiter } from './platform/limits/rate-limiter.ts';
import { migrate } from './platform/db/migrate.ts';
import { installCaller } from './platform/http/caller.ts';
import { apiDocs } from './platform/http/docs.ts';
import { installErrorHandling } from './platform/http/error-handler.ts';
import { rejectUnstorableText } from './platform/http/input-guard.ts';
import { callerOnLine, logCallers, RequestLog } from './platform/http/request-log.ts';
import { cappedJsonBodies } from './platform/http/json-body.ts';
import { securityHeaders } from './platform/http/security.ts';
import { compressedAnswers } from './platform/http/compression.ts';
import { webApp } from './platform/http/web.ts';
import { installMetrics } from './platform/metrics/install.ts';
import { metricsRoutes } from './platform/metrics/metrics-route.ts';
import { Metrics } from './platform/metrics/metrics.ts';
import type { Platform } from './platform/platform.ts';
// Adds `ai` to Platform (model access joins the platform here, at the composition root).
import type {} from './platform-ai.ts';
import { JobQueue } from './platform/queue/queue.ts';
import { jobRoutes } from './platform/queue/routes.ts';
import { RealtimeHub } from './platform/realtime/hub.ts';
import { inProcessPubSub, redisPubSub } from './platform/realtime/pubsub.ts';
import { realtimeRoutes } from './platform/realtime/routes.ts';
import { createRegionLookup } from './platform/region/lookup.ts';
import { loadFileUrls } from './platform/storage/file-urls.ts';
import { storageFromConfig } from './platform/storage/from-config.ts';
import { systemRoutes } from './platform/system/routes.ts';
import { version } from './version.ts';

export type AppOptions = {
  /** An already open database (tests share one between two instances). */
  database?: Database;
  env?: Record<string, string | undefined>;
  /** Set false to run no background workers (a web-only instance, or a test of the queue). */
  workers?: boolean;
  /** Tests pass a clock they can move. */
  clock?: Clock;
};

/** Builds the whole server: platform parts first, then features, then the web app. */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.query.token'], mixin: callerOnLine },
    logController: new RequestLog(),
    genReqId: (request) => {
      const given = request.headers[Headers.requestId];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: config.BODY_LIMIT_BYTES,
    forceCloseConnections: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header(Headers.requestId, request.id);
    done(null, payload);
  });

  const platform = await startPlatform(app, config, options);
  app.decorate('platform', platform);
  installRequestUser(app);
  installCaller(app);
  logCallers(app);
  // Before any route, so the request counter sees them all; the answers being written are chat's.
  installMetrics(app, () => runningMessageIds(platform).length);
  app.addHook('onClose', async () => {
    await platform.queue.stop(config.SHUTDOWN_TIMEOUT_MS);
    await platform.realtime.close();
    if (!options.database) await platform.database.close();
  });

  securityHeaders(app);
  cappedJsonBodies(app);
  await app.register(formbody);
  rejectUnstorableText(app);
  await app.register(multipart, { limits: { fileSize: config.UPLOAD_LIMIT_BYTES } });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  // Before the routes: the plugin sets each route's compression as the route is added.
  await compressedAnswers(app);
  await apiDocs(app, version);
  installErrorHandling(app);
  // First of the features: it records the error answers of all that follow.
  await app.register(analyticsRoutes);

  await app.register(systemRoutes);
  await app.register(metricsRoutes);
  await app.register(realtimeRoutes);
  await app.register(jobRoutes);
  await app.register(fileRoutes);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(billingRoutes);
  const nudges = await drawNudges(platform);
  registerDrawJobs(platform, app.log, nudges);
  app.addHook('onReady', async () => void (await failOrphanedTasks(platform, app.log)));
  await app.register(drawRoutes);
  // Answers whose server stopped renewing their lease (killed mid-answer) are closed as failed.
  const stopSweep = await sweepLapsedAnswers(platform, app.log);
  app.addHook('onClose', async () => stopSweep());
  await app.register(chatRoutes);
  await app.register(chatImageRoutes);
  await registerKnowledge(app, platform, ocrReader(platform.engines.ocr));
  await app.register(notebookRoutes);
  await app.register(promptTemplateRoutes);
  await app.register(botRoutes);
  await app.register(botDigestRoutes);
  await app.register(botToBRoutes);
  await app.register(writingRoutes);
  await app.register(writingPublishRoutes);
  await app.register(chatPublishRoutes);
  await app.register(writingToolRoutes);
  await app.register(wechatRoutes);
  await app.register(writingPosterRoutes);
  await app.register(codeRunRoutes);
  await app.register(writingWechatRoutes);
  await app.register(voiceRoutes);
  await app.register(translateRoutes);

  await app.register(fastifyStatic, { root: LOGO_DIR, prefix: '/logos/', decorateReply: false, maxAge: '7d' });
  await webApp(app, config.webDist);
  if (options.workers !== false) app.addHook('onReady', async () => platform.queue.start());
  return app;
}

async function startPlatform(app: FastifyInstance, config: Config, options: AppOptions): Promise<Platform> {
  const database =
    options.database ??
    (await openDatabase(
      config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: path.join(config.dataDir, 'db') },
    ));
  const { vectorSearch } = await migrate(database);
  const metrics = new Metrics();
  // First, so a bad AI variable stops the server before anything is opened.
  const ai = createModelAccess({
    env: options.env ?? process.env,
    onUpstreamError: (error) => metrics.upstreamError(error.details.provider, error.kind),
  });
  const pubsub = config.REDIS_URL ? await redisPubSub(config.REDIS_URL) : inProcessPubSub();
  await shareSessionChanges(database.db, pubsub, config.REDIS_PREFIX);
  await shareUserRowChanges(database.db, pubsub, config.REDIS_PREFIX);
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 3 }) : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  const storage = storageFromConfig(config);
  const clock = options.clock ?? systemClock;
  const queue = new JobQueue(database.db, app.log, {
    pollMs: config.JOB_POLL_MS,
    leaseMs: config.JOB_LEASE_MS,
    concurrency: config.JOB_CONCURRENCY,
  });
  await queue.share(pubsub, `${config.REDIS_PREFIX}jobs:due`);
  return {
    config,
    version,
    database,
    db: database.db,
    vectorSearch,
    demoMode: ai.demoMode,
    engines: { ocr: { state: 'unchecked' }, embeddings: ai.embeddings.status },
    ai,
    storage,
    fileUrls: await loadFileUrls(database, storage, clock),
    queue,
    realtime: await RealtimeHub.start(pubsub, config.REDIS_PREFIX),
    region: createRegionLookup({
      header: config.COUNTRY_HEADER,
      geoipCsv: config.GEOIP_CSV,
      defaultCountry: config.DEFAULT_COUNTRY,
    }),
    clock,
    metrics,
    redis,
    rateLimiter: redis ? redisRateLimiter(redis, config.REDIS_PREFIX) : memoryRateLimiter(),
    mailer: config.SMTP_URL
      ? smtpMailer(config.SMTP_URL, config.MAIL_FROM, database.db, app.log)
      : outboxMailer(database.db, app.log),
    sms: config.ALIYUN_SMS_ACCESS_KEY_ID
      ? aliyunSms(
          {
            accessKeyId: config.ALIYUN_SMS_ACCESS_KEY_ID,
            accessKeySecret: config.ALIYUN_SMS_ACCESS_KEY_SECRET,
            signName: config.ALIYUN_SMS_SIGN_NAME,
            templateCode: config.ALIYUN_SMS_TEMPLATE_CODE,
            endpoint: config.ALIYUN_SMS_ENDPOINT,
          },
          database.db,
          app.log,
        )
      : outboxSms(database.db, app.log),
  };
}
