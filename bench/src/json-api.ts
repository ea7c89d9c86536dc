import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/platform/config.ts';
import { measure } from './measure.ts';

/**
 * Requests per second of a small JSON call through the whole stack (security headers,
 * request ids, logging hooks, zod serialisation, envelope) against a bare Fastify route
 * answering the same JSON, measured in the same run on the same machine.
 */
export async function jsonApiBench(seconds: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-bench-'));
  const full = await buildApp(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' }), {
    env: {},
    workers: false,
  });
  await full.listen({ host: '127.0.0.1', port: 0 });
  const fullUrl = `http://127.0.0.1:${port(full.server.address())}/api/cli/config/v1/get`;
  const sample = await (await fetch(fullUrl)).json();

  const bare = Fastify();
  bare.get('/config', async () => sample);
  await bare.listen({ host: '127.0.0.1', port: 0 });
  const bareUrl = `http://127.0.0.1:${port(bare.server.address())}/config`;

  try {
    await measure(bareUrl, 1); // warm both paths before measuring
    await measure(fullUrl, 1);
    const baseline = await measure(bareUrl, seconds);
    const stack = await measure(fullUrl, seconds);
    return {
      name: 'small JSON call: full stack vs bare Fastify',
      baseline,
      stack,
      ratio: stack.requestsPerSecond / baseline.requestsPerSecond,
    };
  } finally {
    await full.close();
    await bare.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function port(address: string | AddressInfo | null): number {
  return typeof address === 'object' && address ? address.port : 0;
}
