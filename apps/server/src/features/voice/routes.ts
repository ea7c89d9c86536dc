import type { FastifyInstance } from 'fastify';
import { ResultCode } from '@inkstone/contract/envelope';
import { formatMessage } from '@inkstone/contract/messages';
import { voiceRoutes as table } from '@inkstone/contract/routes/voice';
import type { MinutesFrame } from '@inkstone/contract/voice';
import { speechToTextFromConfig } from '../../ai/speech/from-config.ts';
import { AppError } from '../../platform/http/errors.ts';
import { serve } from '../../platform/http/serve.ts';
import { sseWriter } from '../../platform/http/sse.ts';
import { recordingAccess } from './access.ts';
import { exportFile } from './export.ts';
import { finishIdleJob } from './idle-job.ts';
import { streamMinutes } from './minutes.ts';
import { finishOwnRecording, startRecording, storeChunk, uploadRecording } from './record.ts';
import * as recordings from './service.ts';
import { transcribeJob } from './transcribe-job.ts';

/** The voice recorder's calls (cli/voice/v1/*), its transcription job and the idle-recording finisher. */
export async function voiceRoutes(app: FastifyInstance) {
  const { platform } = app;
  transcribeJob.register(platform.queue, { platform, speech: speechToTextFromConfig(platform.config), log: app.log });
  finishIdleJob.register(platform.queue, { platform, log: app.log });

  serve(app, table.upload, (request) => uploadRecording(request.caller, request.user, request));
  serve(app, table.recordStart, (request) => startRecording(request.caller, request.user, request.body));
  serve(app, table.recordChunk, (request) => storeChunk(request.caller, request.user, request));
  serve(app, table.recordFinish, (request) =>
    finishOwnRecording(request.caller, request.user, request.body, request.log),
  );
  serve(app, table.page, (request) => recordings.recordingPage(request.caller, request.user, request.body));
  serve(app, table.get, (request) => recordings.getRecording(request.caller, request.user, request.body.id));
  serve(app, table.update, (request) => recordings.updateRecording(request.caller, request.user, request.body));
  serve(app, table.del, (request) => recordings.deleteRecording(request.caller, request.user, request.body.id));
  serve(app, table.transcribe, (request) => recordings.transcribe(request.caller, request.user, request.body));

  serve(app, table.minutes, async (request, reply) => {
    const sse = sseWriter<MinutesFrame>(request, reply);
    try {
      await streamMinutes(request.caller, request.user, request.body, sse.write, sse.signal);
    } catch (error) {
      if (!sse.started) throw error; // before the first frame: an ordinary error answer
      request.log.error({ err: error }, 'minutes stream failed');
      void sse.write({ code: 500, end: true, data: formatMessage(request.caller.language, 'ai.streamError') });
    }
  });

  serve(app, table.export, async (request, reply) => {
    const { caller } = request;
    const row = await recordingAccess(caller.platform.db, request.user, request.query.id, 'read');
    const headings = {
      minutes: formatMessage(caller.language, 'voice.exportMinutes'),
      transcript: formatMessage(caller.language, 'voice.exportTranscript'),
    };
    const file = await exportFile(row, request.query.format, headings);
    if ('refused' in file) throw new AppError(ResultCode.conflict, 'voice.noTranscript');
    return reply
      .header('content-type', file.type)
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
      .header('cache-control', 'private, no-store')
      .send(file.body);
  });
}
