import { randomInt, randomUUID } from 'node:crypto';
import {
  countsAsDrawing,
  type BlendBody,
  type ChangeBody,
  type DrawAction,
  type ImagePage,
  type ImagineBody,
  type PageQuery,
} from '@inkstone/contract/draw';
import { formatParams, parsePrompt } from '@inkstone/contract/draw-params';
import { ResultCode } from '@inkstone/contract/envelope';
import { Limits } from '@inkstone/contract/limits';
import { imageProviderFor } from '../../ai/image/choose.ts';
import { hashSeed } from '../../ai/image/offline/random.ts';
import { authorize, can, ownedBy } from '../../platform/access/authorize.ts';
import type { UserRow } from '../../platform/db/tables/users.ts';
import type { CallerWith } from '../../platform/http/caller.ts';
import { AppError, invalid, notFound } from '../../platform/http/errors.ts';
import { chargeForDrawing, refundCharge, type Grant } from '../billing/service.ts';
import { resolveInputs, type Input } from './inputs.ts';
import { drawJob } from './jobs.ts';
import { failText, presentRecord } from './present.ts';
import { refusal, refusedPhrase } from './refusal.ts';
import * as store from './store.ts';
import type { Platform } from '../../platform/platform.ts';

/** The platform parts these services use. */
type DrawPlatform = Pick<Platform, 'db' | 'config' | 'clock' | 'ai' | 'storage' | 'fileUrls' | 'queue'>;

/**
 * The rules of the drawing calls (SPEC.md §7 Drawing). Each accepted call stores a task
 * '01', charges the drawing allowance when the contract's `countsAsDrawing` says so (every
 * new grid; upscales excepted: they resample a picture already paid for, at most four per
 * grid) and queues the job that draws it; a refusal, a full queue or an exhausted allowance
 * changes nothing.
 */
type Draft = {
  action: DrawAction;
  prompt: string;
  inputs: Input[];
  seed: number;
  msgId?: string;
  productType?: string;
  dimensions?: string | null;
  parentId?: string;
  quadrant?: number | null;
};

const randomSeed = () => randomInt(0, 2 ** 31 - 1);

export async function imagine(caller: CallerWith<DrawPlatform>, user: UserRow, body: ImagineBody): Promise<string> {
  const parsed = parsePrompt(body.prompt);
  if (!parsed.ok) throw invalid(parsed.problem.key, parsed.problem.params);
  const { text, imageUrls, params, given } = parsed.value;
  if (!text) throw invalid('draw.promptRequired');
  const phrase = refusedPhrase(text);
  if (phrase) throw refusal(caller.language, phrase);
  const addresses = [...imageUrls, ...(body.base64ArrayUrl ?? [])];
  if (addresses.length > Limits.drawingImagesMax) throw invalid('draw.imageCount');
  const inputs = await resolveInputs(caller.platform, user.id, addresses);
  // The same words and parameters draw the same grid; REROLL is there for another.
  const seed = hashSeed(`${text} ${formatParams(params, given)}`);
  // Stored with plain file addresses: a signed one in the prompt would expire with it.
  const prompt = caller.platform.fileUrls.unsignAll(body.prompt);
  return accept(caller, user, { action: 'CREATE', prompt, inputs, seed, msgId: body.msgId, productType: body.type });
}

export async function blend(caller: CallerWith<DrawPlatform>, user: UserRow, body: BlendBody): Promise<string> {
  const inputs = await resolveInputs(caller.platform, user.id, body.base64ArrayUrl);
  return accept(caller, user, {
    action: 'BLEND',
    prompt: '',
    inputs,
    dimensions: body.dimensions,
    seed: randomSeed(),
    msgId: body.msgId,
    productType: body.type,
  });
}

export async function change(caller: CallerWith<DrawPlatform>, user: UserRow, body: ChangeBody): Promise<string> {
  const { db } = caller.platform;
  const parent = await store.findTask(db, body.mjTaskId);
  if (!parent) throw notFound();
  // A change adds to the grid (its upscale slots, its variations). Someone else's task answers
  // exactly like a missing one, so ids cannot be probed.
  authorize(user, 'write', ownedBy(parent.userId), 'notFound');
  if (parent.code !== '00') throw new AppError(ResultCode.conflict, 'draw.notFinished', {}, { warn: true });
  if (parent.action === 'UPSCALE') throw invalid('draw.notGrid');
  const index = body.index ?? null;
  if (body.action !== 'REROLL' && index === null) throw invalid('draw.index');
  const draft = {
    action: body.action,
    prompt: parent.prompt,
    inputs: parent.inputs,
    dimensions: parent.dimensions,
    parentId: parent.id,
    quadrant: index,
    msgId: body.msgId,
    productType: body.type ?? parent.productType ?? undefined,
  };
  if (body.action !== 'UPSCALE') return accept(caller, user, { ...draft, action: body.action, seed: randomSeed() });
  const id = await accept(caller, user, { ...draft, action: 'UPSCALE', seed: parent.seed });
  if (id) return id;
  // One upscale per quadrant: asking again answers the one already made or under way. The
  // slot and its task are written together, so a held slot without one is only the moment a
  // refused upscale is being undone.
  const existing = await store.latestUpscale(db, parent.id, index!);
  if (existing) return existing.id;
  throw new AppError(ResultCode.conflict, 'draw.notFinished', {}, { warn: true });
}

/**
 * Stores, charges, checks the queue and enqueues; undoes all of it when any step refuses. An
 * upscale is stored only with its parent's slot (null: another ask holds that slot).
 */
async function accept(
  caller: CallerWith<DrawPlatform>,
  user: UserRow,
  draft: Draft & { action: Exclude<DrawAction, 'UPSCALE'> },
): Promise<string>;
async function accept(caller: CallerWith<DrawPlatform>, user: UserRow, draft: Draft): Promise<string | null>;
async function accept(caller: CallerWith<DrawPlatform>, user: UserRow, draft: Draft): Promise<string | null> {
  const { platform } = caller;
  const { db, config } = platform;
  const grant: Grant | null = countsAsDrawing(draft.action) ? await chargeForDrawing(platform, user.id) : null;
  const id = randomUUID().replaceAll('-', '');
  let stored = false;
  try {
    const task = {
      id,
      userId: user.id,
      msgId: draft.msgId || null,
      productType: draft.productType || null,
      action: draft.action,
      prompt: draft.prompt,
      inputs: draft.inputs,
      dimensions: draft.dimensions ?? null,
      parentId: draft.parentId ?? null,
      quadrant: draft.quadrant ?? null,
      provider: imageProviderFor({ ...config, ...platform.ai.config }),
      seed: draft.seed,
      charge: grant,
      language: caller.language,
    };
    if (draft.action === 'UPSCALE') {
      if (!(await store.insertUpscale(db, { ...task, parentId: draft.parentId!, quadrant: draft.quadrant! })))
        return null;
    } else {
      await store.insertTask(db, task);
    }
    stored = true;
    // Counted after the insert, so two calls racing for the last place cannot both win.
    const limit = config.DRAW_MAX_RUNNING_PER_USER;
    if ((await store.countRunning(db, user.id)) > limit)
      throw new AppError(ResultCode.tooManyRequests, 'draw.queueFull', { limit }, { warn: true });
    if ((await store.countRunning(db)) > config.DRAW_QUEUE_LIMIT)
      throw new AppError(ResultCode.tooManyRequests, 'draw.queueBusy', {}, { warn: true });
    const job = await drawJob.enqueue(platform.queue, { taskId: id }, { userId: user.id });
    await store.setJobId(db, id, job.id);
    return id;
  } catch (error) {
    if (stored) await store.deleteTask(db, id);
    // Only the ask that won the slot frees it, so a refused one never clears another's claim.
    if (stored && draft.action === 'UPSCALE') await store.settleSlot(db, draft.parentId!, draft.quadrant!, null);
    if (grant) await refundCharge(platform, grant);
    throw error;
  }
}

export async function page(caller: CallerWith<DrawPlatform>, user: UserRow, query: PageQuery): Promise<ImagePage> {
  const { rows, total } = await store.pageOf(
    caller.platform.db,
    user.id,
    query.type,
    (query.current - 1) * query.size,
    query.size,
  );
  return {
    pages: Math.ceil(total / query.size),
    total,
    current: query.current,
    size: query.size,
    records: rows.map((row) => presentRecord(row, caller.language, caller.platform.fileUrls)),
  };
}

/** The image service drawings go to now (DRAW_PROVIDER, or the first configured; offline otherwise). */
export function drawingProvider(platform: Pick<Platform, 'config' | 'ai'>) {
  return imageProviderFor({ ...platform.config, ...platform.ai.config });
}

/**
 * Where one of the caller's drawings stands, for features that draw on the user's behalf (the
 * chat's image answers): its code, progress, the finished picture's plain address (to store;
 * sign it to hand out) and a failure's text in the caller's language. Someone else's reads as
 * missing.
 */
export async function drawingState(caller: CallerWith<DrawPlatform>, user: UserRow, taskId: string) {
  const task = await store.findTask(caller.platform.db, taskId);
  if (!task || !can(user, 'read', ownedBy(task.userId))) return null;
  return {
    code: task.code,
    progress: task.code === '01' ? task.progress : 100,
    url: task.code === '00' ? task.resultUrl : null,
    failReason: task.code === '02' ? failText(task, caller.language) : null,
  };
}
