import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const main = path.join(import.meta.dirname, 'main.ts');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

describe('the server process', () => {
  it('refuses to start on a bad setting and names the variable', async () => {
    const server = start({ PORT: 'eighty' });
    expect(await server.exited).toBe(78);
    expect(server.output()).toContain('PORT');
  });

  it('serves, then shuts down cleanly on SIGTERM', async () => {
    const port = await freePort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-main-'));
    const server = start({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' });
    try {
      // A cold start (migrations on a new PGlite folder) takes ~18 s on a loaded 2-core machine, and
      // longer while the suite's other workers run beside it.
      const deadline = Date.now() + 100_000;
      let health: Response | null = null;
      while (!health && Date.now() < deadline) {
        health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
        if (!health) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(health?.status).toBe(200);
      expect(fs.existsSync(path.join(dataDir, 'db'))).toBe(true);
      // OCR is checked in the background once serving, and the answer says what it found.
      let ocr: { state: string; reason?: string } = { state: 'unchecked' };
      while (ocr.state === 'unchecked' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        ocr = ((await (await fetch(`http://127.0.0.1:${port}/api/health`)).json()) as { data: { ocr: typeof ocr } })
          .data.ocr;
      }
      // This machine runs onnxruntime's bundled CPU binary; a machine that cannot says why.
      expect(ocr).toEqual({ state: 'available' });
      expect(server.output()).toContain('OCR is available');
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('shutting down');
    } finally {
      // A failed assertion must not leave the server running after the suite.
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
