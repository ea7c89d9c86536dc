import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The production build the audits load. BENCH_WEB_DIST names a folder: reused when it already
 * holds a build (to audit a build made elsewhere), built into otherwise; without it a fresh
 * temporary build is made, so the figures are those of the tree as it stands.
 */
export function webBuild(): { dir: string; built: boolean } {
  const given = process.env.BENCH_WEB_DIST;
  if (given && fs.existsSync(path.join(given, 'index.html'))) return { dir: given, built: false };
  const dir = given ?? fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-bench-web-'));
  const build = spawnSync('npx', ['vite', 'build'], {
    cwd: path.join(root, 'apps/web'),
    env: { ...process.env, WEB_OUT_DIR: dir },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`the web build failed:\n${build.stdout}\n${build.stderr}`);
  return { dir, built: true };
}

/** A port nobody listens on now (BENCH_LH_PORT when given). */
export async function freePort(): Promise<number> {
  if (process.env.BENCH_LH_PORT) return Number(process.env.BENCH_LH_PORT);
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export type RunningServer = { url: string; close: () => Promise<void> };

/**
 * The real server process (as `npm run serve` and the browser suite start it) on the build, with
 * a throwaway data folder and the embedded defaults: no keys, so chat answers come from the
 * offline engine. DEV_OUTBOX lets the seed read the signup code.
 */
export async function startServer(webDist: string, port: number): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-bench-lh-data-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      WEB_DIST: webDist,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DEV_OUTBOX: '1',
      CODE_SENDS_PER_IP_PER_HOUR: '10000',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const close = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 180_000; // a cold start compiles the server through tsx, slow on a busy machine
  for (;;) {
    if (child.exitCode !== null) {
      await close();
      throw new Error(`the server exited with ${child.exitCode}:\n${stderr}`);
    }
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { url, close };
    if (Date.now() > deadline) {
      await close();
      throw new Error(`the server did not answer /api/health within 180 s:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

type Envelope<T> = { code: number; msg: string; data: T };

async function call<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  const body = (await response.json()) as Envelope<T>;
  if (body.code !== 200) throw new Error(`${url}: ${body.code} ${body.msg}`);
  return body.data;
}

export type SeededUser = {
  token: string;
  user: Record<string, unknown>;
  sessionId: string;
  /** The stored question: the signed-in conversation page shows it, the login wall does not. */
  question: string;
};

/**
 * A verified account with one stored conversation, made through the API as a person would
 * (signup, the code from the dev outbox, verification, one question answered by the offline
 * engine), like the browser suite's seed (e2e/support/session.ts, chat-api.ts).
 */
export async function seedUser(url: string): Promise<SeededUser> {
  const email = `bench.lighthouse.${Date.now().toString(36)}@example.com`;
  const form = (fields: Record<string, string>) => ({ method: 'POST', body: new URLSearchParams(fields) });
  await call(`${url}/api/cli/user/v1/regedit/email`, form({ email, password: 'secret123', agree: '1' }));
  const [message] = await call<{ code: string | null }[]>(`${url}/api/dev/outbox?to=${encodeURIComponent(email)}`);
  if (!message?.code) throw new Error(`no signup code in the dev outbox for ${email}`);
  const { token } = await call<{ token: string }>(
    `${url}/api/cli/user/v1/verifyEmail`,
    form({ email, emailCaptcha: message.code }),
  );
  const headers = { authorization: `Bearer ${token}` };
  const user = await call<Record<string, unknown>>(`${url}/api/cli/user/v1/get`, { headers });

  const sessionId = await call<string>(`${url}/api/cli/chat/topic/v1/getMsgId`, { headers });
  const question = 'How do I measure a page load on a phone?';
  const answer = await fetch(`${url}/api/cli/chatgpt/v1/ssePost`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ prompt: question, sessionId }),
  }).then((response) => response.text());
  if (!answer.includes('"end":true')) throw new Error(`the seeded question was not answered:\n${answer.slice(-500)}`);
  return { token, user, sessionId, question };
}
