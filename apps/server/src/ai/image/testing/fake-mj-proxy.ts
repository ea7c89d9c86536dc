import sharp from 'sharp';
import { COLOURS, readBody, sendJson, serve, solidPng } from './serve.ts';

/**
 * A local Midjourney-proxy: submit, task fetch and image download in its wire format, told
 * per submission how the task goes. Records every request for assertions.
 */
export type MjScript =
  | { kind: 'success'; inProgressPolls?: number }
  /** Finishes on its own after `afterMs` and then calls the task's notify hook. */
  | { kind: 'notify'; afterMs: number }
  | { kind: 'failure'; reason: string; afterPolls?: number }
  /** Stays IN_PROGRESS at 10% for ever. */
  | { kind: 'stall' }
  | { kind: 'refuse'; code: number; description: string }
  | { kind: 'http-error'; status: number };

export type MjRequest = {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Record<string, unknown> | null;
};
type Task = { id: string; action: string; script: MjScript; polls: number; finished?: boolean };

export async function startFakeMjProxy(options: { secret?: string } = {}) {
  const requests: MjRequest[] = [];
  const scripts: MjScript[] = [];
  const tasks = new Map<string, Task>();
  let counter = 1_700_000_000_000;
  /** Where notify calls go instead of the hook in the submission (tests learn the server's port late). */
  let hookTarget: string | null = null;

  const server = await serve(async (request, response) => {
    const raw = await readBody(request);
    const path = request.url ?? '';
    const body = raw.length ? (JSON.parse(raw.toString()) as Record<string, unknown>) : null;
    requests.push({ method: request.method ?? '', path, headers: request.headers, body });
    if (options.secret && request.headers['mj-api-secret'] !== options.secret && !path.startsWith('/images/'))
      return sendJson(response, 401, { error: 'bad secret' });

    const submit = path.match(/^\/mj\/submit\/(imagine|blend|change)$/);
    if (submit && request.method === 'POST') {
      const script = scripts.shift() ?? { kind: 'success' };
      if (script.kind === 'http-error') return sendJson(response, script.status, { error: 'upstream trouble' });
      if (script.kind === 'refuse')
        return sendJson(response, 200, { code: script.code, description: script.description, result: null });
      const id = String((counter += 1));
      const action = submit[1] === 'change' ? String(body?.action) : submit[1]!.toUpperCase();
      const task: Task = { id, action, script, polls: 0 };
      tasks.set(id, task);
      if (script.kind === 'notify') {
        const hook = hookTarget ?? (typeof body?.notifyHook === 'string' ? body.notifyHook : null);
        setTimeout(() => {
          task.finished = true;
          if (hook)
            void fetch(hook, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ id, status: 'SUCCESS', progress: '100%' }),
            }).catch(() => {});
        }, script.afterMs);
      }
      return sendJson(response, 200, { code: 1, description: '提交成功', result: id, properties: {} });
    }
    const fetchTask = path.match(/^\/mj\/task\/(\w+)\/fetch$/);
    if (fetchTask) {
      const task = tasks.get(fetchTask[1]!);
      if (!task) return sendJson(response, 404, { error: 'no such task' });
      task.polls += 1;
      return sendJson(response, 200, { id: task.id, action: task.action, ...stateOf(task, server.url) });
    }
    const image = path.match(/^\/images\/(\w+)\.png$/);
    if (image && tasks.has(image[1]!)) {
      const task = tasks.get(image[1]!)!;
      const png = task.action === 'UPSCALE' ? await solidPng(1024, 1024, COLOURS[0]!) : await gridPng();
      return response.writeHead(200, { 'content-type': 'image/png' }).end(png);
    }
    sendJson(response, 404, { error: 'not found' });
  });

  return {
    url: server.url,
    requests,
    tasks,
    notifyTo(url: string) {
      hookTarget = url;
    },
    /** How the next submission goes. */
    next(script: MjScript) {
      scripts.push(script);
    },
    close: server.close,
  };
}

function stateOf(task: Task, url: string) {
  const { script, polls } = task;
  if (script.kind === 'stall') return { status: 'IN_PROGRESS', progress: '10%' };
  if (script.kind === 'notify') {
    return task.finished
      ? { status: 'SUCCESS', progress: '100%', imageUrl: `${url}/images/${task.id}.png` }
      : { status: 'IN_PROGRESS', progress: '50%' };
  }
  if (polls === 1) return { status: 'SUBMITTED', progress: '0%' };
  if (script.kind === 'failure' && polls > (script.afterPolls ?? 1))
    return { status: 'FAILURE', progress: '0%', failReason: script.reason };
  const inProgress = script.kind === 'success' ? (script.inProgressPolls ?? 2) : 99;
  if (polls - 1 <= inProgress)
    return { status: 'IN_PROGRESS', progress: `${Math.round(((polls - 1) / (inProgress + 1)) * 100)}%` };
  return { status: 'SUCCESS', progress: '100%', imageUrl: `${url}/images/${task.id}.png` };
}

async function gridPng(): Promise<Buffer> {
  const cells = await Promise.all(COLOURS.map((colour) => solidPng(256, 256, colour)));
  return sharp({ create: { width: 512, height: 512, channels: 3, background: '#000' } })
    .composite(cells.map((input, i) => ({ input, left: (i % 2) * 256, top: Math.floor(i / 2) * 256 })))
    .png()
    .toBuffer();
}
