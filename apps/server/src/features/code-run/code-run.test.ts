import { pathOf } from '@inkstone/contract/routes/define';
import { codeRunRoutes } from '@inkstone/contract/routes/code-run';
import { systemRoutes } from '@inkstone/contract/routes/system';
import type { CodeRunFrame } from '@inkstone/contract/code-run';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';

const url = pathOf(codeRunRoutes.runCode);
let t: TestApp;
let ann: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  ann = await t.createUser();
  bob = await t.createUser();
}, 180_000);
afterAll(() => t.close());

/** Posts a run form-encoded and reads the stream's frames (or the JSON refusal). */
async function runCode(user: TestUser | undefined, fields: Record<string, string>, language = 'en') {
  const response = await fetch(`${t.url}${url}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'accept-language': language,
      ...(user ? auth(user) : {}),
    },
    body: new URLSearchParams(fields),
  });
  const text = await response.text();
  if (!response.headers.get('content-type')?.startsWith('text/event-stream'))
    return { status: response.status, body: JSON.parse(text) as { code: number; msg: string }, frames: [] };
  const frames = text
    .split('\n\n')
    .filter((chunk) => chunk.startsWith('data: '))
    .map((chunk) => JSON.parse(chunk.slice(6)) as CodeRunFrame);
  return { status: response.status, body: undefined, frames, last: frames.at(-1) };
}

describe('POST cli/chatgpt/v1/runCode', () => {
  it('streams a JavaScript run: output, then how it ended with the value', async () => {
    const answer = await runCode(ann, { language: 'js', code: 'console.log("hello");\nconsole.error("warn");\n6 * 7' });
    expect(answer.status).toBe(200);
    expect(answer.frames.slice(0, 2)).toEqual([
      { type: 'stdout', text: 'hello\n', end: false },
      { type: 'stderr', text: 'warn\n', end: false },
    ]);
    expect(answer.last).toMatchObject({ type: 'end', status: 'ok', value: '42', end: true });
  });

  it('runs TypeScript and reports an error with its line', async () => {
    const answer = await runCode(ann, { language: 'ts', code: 'const n: number = 1;\nthrow new RangeError("no")' });
    expect(answer.last).toMatchObject({ status: 'error', message: 'RangeError: no', line: 2 });
  });

  it('runs Python', { timeout: 120_000 }, async () => {
    const answer = await runCode(ann, { language: 'python', code: 'print("py", 1 + 1)\n"x" * 3' });
    expect(answer.frames[0]).toEqual({ type: 'stdout', text: 'py 2\n', end: false });
    expect(answer.last).toMatchObject({ status: 'ok', value: "'xxx'" });
  });

  it("stops a runaway program with a message in the caller's language, and the server stays responsive", async () => {
    const health = `${t.url}${pathOf(systemRoutes.health)}`;
    const timed = async () => {
      const started = performance.now();
      expect((await fetch(health)).status).toBe(200);
      return performance.now() - started;
    };
    const baseline = Math.max(await timed(), await timed());
    const runaway = runCode(bob, { language: 'javascript', code: 'for (;;) {}' }, 'zh-CN');
    await new Promise((resolve) => setTimeout(resolve, 1500)); // the program is looping by now
    const during = await timed();
    // Loose on purpose (the machine is shared): a blocked server would take the full 5 s.
    expect(during).toBeLessThan(Math.max(1000, baseline * 20));
    expect((await runaway).last).toMatchObject({
      status: 'timeout',
      message: '已在 5 秒后停止：超出单次运行的时间限制',
    });
  });

  it('refuses bad input in both languages and never runs it', async () => {
    const ruby = await runCode(ann, { language: 'ruby', code: 'puts 1' });
    expect(ruby).toMatchObject({
      status: 400,
      body: { msg: 'Only JavaScript, TypeScript and Python blocks can be run' },
    });
    const zh = await runCode(ann, { language: 'python', code: 'x'.repeat(20_001) }, 'zh-CN');
    expect(zh).toMatchObject({ status: 400, body: { msg: '代码不能超过 20000 个字符' } });
    expect(await runCode(ann, { language: 'python', code: '   ' })).toMatchObject({
      status: 400,
      body: { msg: 'There is no code to run' },
    });
    expect(await runCode(ann, { language: 'python' })).toMatchObject({ status: 400 });
  });

  it('is for signed-in users only', async () => {
    expect((await runCode(undefined, { language: 'js', code: '1' })).status).toBe(401);
  });

  it("limits runs per user per minute, each user's count apart", async () => {
    // Programs with a syntax error: counted like any run, answered at once.
    const runs = await Promise.all(
      Array.from({ length: 20 }, () => runCode(ann, { language: 'ts', code: 'enum E { A }' })),
    );
    const refused = runs.filter((run) => run.status === 429);
    // Ann ran three programs above (her refused bad input counted none): 17 of these pass.
    expect(refused.length).toBe(3);
    expect(refused[0]?.body?.msg).toMatch(/^Too many runs this minute\. Try again in \d+ s\.$/);
    expect((await runCode(bob, { language: 'ts', code: 'enum E { A }' })).status).toBe(200);
  });
});
