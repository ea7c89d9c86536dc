import http from 'node:http';
import { openaiAdapter } from '../../apps/server/src/ai/adapters/openai.ts';
import { openChatCompletions } from '../../apps/server/src/ai/stream/direct/chat-completions-call.ts';
import { openProviderStream } from '../../apps/server/src/ai/stream/model-call.ts';
import type { SdkTarget } from '../../apps/server/src/ai/stream/sdk-stream.ts';
import { loadAiConfig } from '../../apps/server/src/ai/config.ts';

/**
 * Where a text frame's CPU goes: the same concurrent answers from the bench's upstream, read in
 * this (otherwise idle) process three ways. Through the AI SDK's provider stream, as the server
 * read every answer before stream/direct (the adapter's model, then the provider's own parts, no
 * further); through the direct reader the server now uses for this upstream (same parts); and as
 * a plain node:http read that splits the events and parses each one's JSON, the least any reader
 * does. SDK minus plain is what the SDK's stream pipeline (fetch body, decoder, event parser,
 * JSON and schema checks, part mapping) costs a frame; direct minus plain, what ours does.
 */
export type SdkCost = { sdkUs: number; directUs: number; plainUs: number; frames: number };

type Upstream = { call<T>(command: string, args?: Record<string, unknown>): Promise<T> };

const prompt = [{ role: 'user' as const, content: [{ type: 'text' as const, text: 'hi' }] }];

type ProviderModel = Parameters<typeof openProviderStream>[0];

/** What the server's adapter makes for this upstream, made once, as the server keeps one per model. */
function targetFor(url: string): SdkTarget {
  const config = loadAiConfig({ OPENAI_API_KEY: 'sk-bench', OPENAI_BASE_URL: url });
  return openaiAdapter({ config, id: 'gpt3.5', upstreamModel: 'gpt-3.5-turbo', vision: false });
}

/** Text parts of one answer read through the provider model. */
async function throughSdk(model: ProviderModel): Promise<number> {
  return countTexts(await openProviderStream(model, { prompt }, 0));
}

/** Text parts of one answer read by the server's direct reader. */
async function throughDirect(target: SdkTarget): Promise<number> {
  if (!target.direct) throw new Error('the adapter reads this upstream through the SDK');
  return countTexts(await openChatCompletions(target.direct, { prompt }));
}

async function countTexts(parts: AsyncIterable<{ type: string }>): Promise<number> {
  let texts = 0;
  for await (const part of parts) if (part.type === 'text-delta') texts += 1;
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

/** The three ways, twice each, alternating (the first round warms the code); the second rounds count. */
export async function sdkCost(upstream: Upstream, url: string, step: unknown, streams: number): Promise<SdkCost> {
  const target = targetFor(url);
  const model = target.model as ProviderModel;
  let sdk = { us: Number.NaN, frames: 0 };
  let direct = { us: Number.NaN, frames: 0 };
  let plain = { us: Number.NaN, frames: 0 };
  for (let round = 0; round < 2; round++) {
    sdk = await cpuPerFrame(upstream, step, streams, () => throughSdk(model));
    direct = await cpuPerFrame(upstream, step, streams, () => throughDirect(target));
    plain = await cpuPerFrame(upstream, step, streams, () => throughPlainHttp(url));
  }
  return { sdkUs: sdk.us, directUs: direct.us, plainUs: plain.us, frames: sdk.frames };
}
