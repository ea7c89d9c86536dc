import { AiConfigError } from './ai/config.ts';
import { buildApp } from './app.ts';
import { checkOcr } from './features/knowledge/ocr-reader.ts';
import { ConfigError, loadConfig } from './platform/config.ts';
import { ffmpegStatus } from './platform/media/status.ts';
import { defaultTools } from './platform/media/tools.ts';

/** Starts the server and stops it cleanly on SIGINT/SIGTERM. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
  const app = await buildApp(config).catch((error: unknown) => {
    if (error instanceof AiConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS + 2000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(
    { database: app.platform.database.kind, realtime: app.platform.realtime.kind, demoMode: app.platform.demoMode },
    `Inkstone ${app.platform.version} is serving on http://localhost:${config.PORT}`,
  );
  // In the background: loading the OCR models takes a moment, and nothing else waits on them.
  void checkOcr(app.platform.engines.ocr).then((ocr) => {
    if (ocr.state === 'available') app.log.info('OCR is available: pictures and scanned PDFs are read offline');
    else app.log.warn({ reason: ocr.reason }, 'OCR is NOT available: picture sources and scanned PDFs will fail');
  });
  // Voice needs Debian's ffmpeg; without it everything else works and voice refuses with a message.
  void ffmpegStatus(defaultTools(config)).then((ffmpeg) => {
    if (ffmpeg.available) app.log.info({ version: ffmpeg.version }, 'ffmpeg is available: voice can read audio');
    else
      app.log.warn(
        { reason: ffmpeg.reason },
        "ffmpeg is NOT available: voice refuses uploads (install Debian's ffmpeg)",
      );
  });
  if (!config.STT_BASE_URL) {
    app.log.info(
      'speech recognition is off: set STT_BASE_URL (an OpenAI-compatible /audio/transcriptions) for transcripts',
    );
  }
  // A local embedding model loads now too, so a broken folder is in the log before the first source.
  void app.platform.ai.embeddings.check().then((embeddings) => {
    if (embeddings.state === 'available') app.log.info('the local embedding model is loaded: search is hybrid');
    else if (embeddings.state === 'unavailable') {
      const folder = process.env.EMBEDDINGS_LOCAL_PATH;
      app.log.warn(
        { reason: embeddings.reason, folder },
        'the embedder is NOT available: knowledge search uses words only',
      );
    }
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
