import { COLOURS, readBody, sendJson, serve, solidPng } from './serve.ts';

/**
 * A local OpenAI Images API: /v1/images/generations (JSON) and /v1/images/edits (multipart),
 * answering b64_json pictures of distinct colours, told per call how to behave.
 */
export type OpenAiScript =
  | { kind: 'ok'; count?: number }
  | { kind: 'refuse'; message: string }
  | { kind: 'http-error'; status: number }
  /** Never answers. */
  | { kind: 'stall' };

export type OpenAiRequest = {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  json: Record<string, unknown> | null;
  form: { fields: Record<string, string>; images: Array<{ name: string; type: string; size: number }> } | null;
};

export async function startFakeOpenAiImages() {
  const requests: OpenAiRequest[] = [];
  const scripts: OpenAiScript[] = [];
  const server = await serve(async (request, response) => {
    const raw = await readBody(request);
    const path = request.url ?? '';
    const type = String(request.headers['content-type'] ?? '');
    const recorded: OpenAiRequest = { path, headers: request.headers, json: null, form: null };
    if (type.startsWith('multipart/form-data')) {
      const data = await new Response(raw, { headers: { 'content-type': type } }).formData();
      const fields: Record<string, string> = {};
      const images: Array<{ name: string; type: string; size: number }> = [];
      for (const [name, value] of data.entries()) {
        if (typeof value === 'string') fields[name] = value;
        else images.push({ name, type: value.type, size: value.size });
      }
      recorded.form = { fields, images };
    } else if (raw.length) {
      recorded.json = JSON.parse(raw.toString()) as Record<string, unknown>;
    }
    requests.push(recorded);
    if (!/^\/v1\/images\/(generations|edits)$/.test(path))
      return sendJson(response, 404, { error: { message: 'not found' } });
    if (request.headers.authorization !== 'Bearer test-key')
      return sendJson(response, 401, { error: { message: 'bad key', code: 'invalid_api_key' } });

    const script = scripts.shift() ?? { kind: 'ok' };
    if (script.kind === 'stall') return; // the client's deadline ends it
    if (script.kind === 'http-error')
      return sendJson(response, script.status, { error: { message: 'upstream trouble', code: 'server_error' } });
    if (script.kind === 'refuse')
      return sendJson(response, 400, {
        error: { message: script.message, code: 'moderation_blocked', type: 'image_generation_user_error' },
      });
    const asked = Number(recorded.json?.n ?? recorded.form?.fields.n ?? 1);
    const count = Math.min(asked, script.count ?? asked);
    const [width, height] = String(recorded.json?.size ?? recorded.form?.fields.size ?? '1024x1024')
      .split('x')
      .map(Number);
    const data = await Promise.all(
      Array.from({ length: count }, async (_, i) => ({
        b64_json: (await solidPng(width! / 8, height! / 8, COLOURS[(requests.length + i) % 4]!)).toString('base64'),
      })),
    );
    sendJson(response, 200, { created: 1, data });
  });
  return {
    url: `${server.url}/v1`,
    requests,
    next(script: OpenAiScript) {
      scripts.push(script);
    },
    close: server.close,
  };
}
