/**
 * The browser suite's second server: the Chinese edition, selling through the WeChat Pay and
 * Alipay fakes that support/fakes.ts started (their keys are made at start, so they come from
 * the file it wrote). Playwright starts it after the fakes.
 */
import fs from 'node:fs';
import { chinaPayEnvFile } from './fake-upstreams.ts';

const env = JSON.parse(fs.readFileSync(chinaPayEnvFile(process.env.INKSTONE_E2E_DATA!), 'utf8')) as Record<
  string,
  string
>;
Object.assign(process.env, env);
// By address, so the suite's type check does not take in the whole server.
await import(new URL('../../apps/server/src/main.ts', import.meta.url).href);
