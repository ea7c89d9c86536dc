import { DEFAULT_DRAW_PARAMS, formatParams, parsePrompt } from '@inkstone/contract/draw-params';
import type { BlendDimensions } from '@inkstone/contract/draw-prompt';
import { formatMessage } from '@inkstone/contract/messages';
import type { ImageModel, ImageResult, ParentImage, PromptSpec, RunContext } from '../../ai/image/types.ts';
import { ImageModelError } from '../../ai/image/types.ts';
import type { JobContext } from '../../platform/queue/queue.ts';
import type { Platform } from '../../platform/platform.ts';
import { fileUrl, storeUpload } from '../../platform/storage/upload.ts';
import { recordEvent } from '../analytics/service.ts';
import { refundCharge, type Grant } from '../billing/service.ts';
import { readInput } from './inputs.ts';
import { pushOf } from './present.ts';
import * as store from './store.ts';
import type { DrawTaskRow } from './tables.ts';

/**
 * The work of one drawing job. Safe to run again (a restart, a retry): an ended task is left
 * alone, the offline generator redraws the same picture from the stored seed, and an upstream
 * task already submitted is polled rather than submitted again. Every progress change and the
 * end are pushed to the owner's sockets with the task's mjTaskId.
 */
type Ctx = Pick<Platform, 'db' | 'storage' | 'realtime' | 'clock' | 'config' | 'fileUrls'>;

export async function runTask(
  platform: Ctx,
  model: ImageModel,
  taskId: string,
  job: Pick<JobContext, 'signal'>,
): Promise<void> {
  const { db } = platform;
  const task = await store.findTask(db, taskId);
  if (!task || task.code !== '01') return;
  await publish(platform, task);
  const context: RunContext = {
    signal: job.signal,
    upstreamId: task.upstreamId,
    onSubmitted: (upstreamId) => store.saveUpstreamId(db, taskId, upstreamId),
    onProgress: async (percent) => {
      // 100 belongs to the finished task, so a running one stops at 99.
      const progress = Math.max(0, Math.min(99, Math.round(percent)));
      if (await store.recordProgress(db, taskId, progress)) await publish(platform, { ...task, progress });
    },
  };
  let result: ImageResult;
  try {
    result = await perform(platform, model, task, context);
  } catch (error) {
    if (job.signal.aborted || !(error instanceof ImageModelError) || !error.options.final) throw error;
    await endFailed(platform, taskId, error.options.reason ?? null, 'refused');
    return;
  }
  const file = await storeUpload(
    platform,
    { name: `inkstone-${task.action.toLowerCase()}-${task.id}.png`, data: result.png, fields: {} },
    {
      accept: ['image/png'],
      userId: task.userId,
      purpose: 'mj',
    },
  );
  const done = await store.finishTask(
    db,
    taskId,
    {
      resultFileId: file.id,
      resultUrl: fileUrl(file),
      width: result.width,
      height: result.height,
      providerState: result.state ?? null,
      provider: model.provider,
    },
    platform.clock.now(),
  );
  if (!done) return;
  if (done.action === 'UPSCALE' && done.parentId && done.quadrant)
    await store.settleSlot(db, done.parentId, done.quadrant, done.id);
  await publish(platform, done);
}

/** Why a task ended failed, as analytics counts it: the service said no, tries ran out, or its job was gone. */
export type FailureCause = 'refused' | 'retries_exhausted' | 'orphaned';

/**
 * Ends a running task as failed: refunds its charge, frees the parent's expand slot, tells the
 * owner, and records a `draw_failed` event (SPEC §4: status 02 tracks an error event) with the
 * cause, the action and the provider only: the prompt and the service's words stay out.
 */
export async function endFailed(
  platform: Pick<Platform, 'db' | 'realtime' | 'clock' | 'config' | 'fileUrls'>,
  taskId: string,
  reason: string | null,
  cause: FailureCause,
): Promise<void> {
  const failed = await store.failTask(platform.db, taskId, reason, platform.clock.now());
  if (!failed) return;
  recordEvent(platform, {
    name: 'draw_failed',
    code: cause,
    userId: failed.userId,
    properties: { action: failed.action, provider: failed.provider },
  });
  if (failed.charge) await refundCharge(platform, failed.charge as Grant);
  if (failed.action === 'UPSCALE' && failed.parentId && failed.quadrant)
    await store.settleSlot(platform.db, failed.parentId, failed.quadrant, null);
  await publish(platform, failed);
}

async function perform(platform: Ctx, model: ImageModel, task: DrawTaskRow, context: RunContext): Promise<ImageResult> {
  if (task.action === 'CREATE')
    return model.imagine({ prompt: await promptOf(platform, task), seed: task.seed }, context);
  if (task.action === 'BLEND') {
    const images = await Promise.all(task.inputs.map((input) => readInput(platform, input.fileId)));
    return model.blend(
      { images, dimensions: (task.dimensions ?? 'SQUARE') as BlendDimensions, seed: task.seed },
      context,
    );
  }
  const parentRow = task.parentId ? await store.findTask(platform.db, task.parentId) : null;
  if (!parentRow?.resultFileId)
    throw new ImageModelError(`draw task ${task.id}: its parent picture is gone`, { final: true });
  if (model.provider === 'mj-proxy' && parentRow.provider !== 'mj-proxy') {
    throw new ImageModelError('parent made by another service', {
      final: true,
      reason: formatMessage(task.language, 'draw.otherProvider'),
    });
  }
  const parent: ParentImage = {
    prompt: await promptOf(platform, parentRow),
    image: async () => (await readInput(platform, parentRow.resultFileId!)).data,
    seed: parentRow.seed,
    state: parentRow.providerState,
    provider: parentRow.provider,
  };
  const index = task.quadrant ?? 1;
  if (task.action === 'UPSCALE') return model.upscale({ parent, index }, context);
  if (task.action === 'VARIATION') return model.vary({ parent, index, seed: task.seed }, context);
  return model.reroll({ parent, seed: task.seed }, context);
}

/** A task's prompt as the image model takes it; it was validated when the task was accepted. */
async function promptOf(platform: Ctx, task: DrawTaskRow): Promise<PromptSpec> {
  const parsed = parsePrompt(task.prompt);
  // Rules may have tightened since it was accepted: draw it with the defaults rather than fail.
  const value = parsed.ok ? parsed.value : { text: task.prompt, params: DEFAULT_DRAW_PARAMS, given: [] };
  const images = await Promise.all(task.inputs.map((input) => readInput(platform, input.fileId)));
  return {
    text: value.text,
    params: value.params,
    written: [value.text, formatParams(value.params, value.given)].filter(Boolean).join(' '),
    images,
  };
}

function publish(platform: Pick<Platform, 'realtime' | 'fileUrls'>, task: DrawTaskRow) {
  return platform.realtime.publish(task.userId, pushOf(task, platform.fileUrls));
}
