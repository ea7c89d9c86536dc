import http from 'node:http';
import { openaiAdapter } from '../../apps/server/src/ai/adapters/openai.ts';
import { openProviderStream } from '../../apps/server/src/ai/stream/model-call.ts';
import { loadAiConfig } from '../../apps/server/src/ai/config.ts';

/**
 * Where a text frame's CPU goes: the same concurrent answers from the bench's upstream, read in
 * this (otherwise idle) process two ways. Through the AI SDK's provider stream, as the server
 * reads every answer (the adapter the server picks for this upstream, then the provider's own
 * parts, no further); and as a plain node:http read that splits the events and parses each
 * one's JSON, the least any reader does. The difference is what the SDK's stream pipeline
 * (fetch body, decoder, event parser, JSON and schema checks, part mapping) costs a frame.
 */
export type SdkCost = { sdkUs: number; plainUs: number; frames: number };

type Upstream = { call<T>(command: string, args?: Record<string, unknown>): Promise<T> };

const prompt = [{ role: 'user' as const, content: [{ type: 'text' as const, text: 'hi' }] }];

type ProviderModel = Parameters<typeof openProviderStream>[0];

/** The provider model the server's adapter makes for this upstream, made once, as the server keeps one per model. */
function modelFor(url: string): ProviderModel {
  const config = loadAiConfig({ OPENAI_API_KEY: 'sk-bench', OPENAI_BASE_URL: url });
  return openaiAdapter({ config, id: 'gpt3.5', upstreamModel: 'gpt-3.5-turbo', vision: false }).model as ProviderModel;
}

/** Text parts of one answer read through the provider model. */
async function throughSdk(model: ProviderModel): Promise<number> {
  const stream = await openProviderStream(model, { prompt }, 0);
  let texts = 0;
  for await (const part of stream) if (part.type === 'text-delta') texts += 1;
  return texts;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

/** Text deltas of one answer read with node:http: split on blank lines, parse each event's JSON. */
function throughPlainHttp(url: string): Promise<number> {
  const body = JSON.stringify({ model: 'gpt-3.5-turbo', stream: true, messages: [{ role: 'user', content: 'hi' }] });
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${url}/chat/completions`,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.setEncoding('utf8');
        let buffer = '';
        let texts = 0;
        response.on('data', (chunk: string) => {
          buffer += chunk;
          const events = buffer.split('\n\n');
          buffer = events.pop() ?? '';
          for (const event of events) {
            if (!event.startsWith('data: ') || event === 'data: [DONE]') continue;
            const parsed = JSON.parse(event.slice(6)) as { choices?: Array<{ delta?: { content?: string } }> };
            if (parsed.choices?.[0]?.delta?.content) texts += 1;
          }
        });
        response.on('end', () => resolve(texts));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** CPU per text frame of `streams` answers at once, each read by `read`. */
async function cpuPerFrame(upstream: Upstream, step: unknown, streams: number, read: () => Promise<number>) {
  await upstream.call('reset');
  await upstream.call('script', { step, count: streams });
  const started = process.cpuUsage();
  const texts = await Promise.all(Array.from({ length: streams }, read));
  const used = process.cpuUsage(started);
  const frames = texts.reduce((sum, count) => sum + count, 0);
  return { us: (used.user + used.system) / frames, frames };
}

/** Both ways, twice each, alternating (the first round warms the code); the second rounds count. */
export async function sdkCost(upstream: Upstream, url: string, step: unknown, streams: number): Promise<SdkCost> {
  const model = modelFor(url);
  let sdk = { us: Number.NaN, frames: 0 };
  let plain = { us: Number.NaN, frames: 0 };
  for (let round = 0; round < 2; round++) {
    sdk = await cpuPerFrame(upstream, step, streams, () => throughSdk(model));
    plain = await cpuPerFrame(upstream, step, streams, () => throughPlainHttp(url));
  }
  return { sdkUs: sdk.us, plainUs: plain.us, frames: sdk.frames };
}
