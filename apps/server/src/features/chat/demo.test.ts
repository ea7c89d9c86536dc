import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, postForm, postJson } from '../../testing/accounts.ts';
import { auth, startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import { openSocket, settled } from '../../testing/socket.ts';
import { streamChat } from '../../testing/sse.ts';

// Demo mode: no provider key, the offline engine answers.
let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await startTestApp({ env: { FREE_DAILY_LIMIT: '6' } });
  user = await t.createUser();
});
afterAll(() => t.close());

async function pdf(lines: string[]) {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const page = document.addPage([500, 300]);
  lines.forEach((line, i) => page.drawText(line, { x: 20, y: 260 - i * 20, size: 12, font }));
  return Buffer.from(await document.save());
}

async function attach(bytes: Buffer, name: string, who: TestUser = user) {
  const form = new FormData();
  form.set('filePurpose', 'chat');
  form.set('file', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${t.url}/api/cli/file/v1/uploadChat`, {
    method: 'POST',
    body: form,
    headers: auth(who),
  });
  return (await response.json()) as {
    code: number;
    msg: string;
    data: { fileId: string; length: number | null; name: string };
  };
}

describe('chat in demo mode', () => {
  it('lists the models of the edition with gpt3.5 as the default', async () => {
    const models = (await getJson(t, '/api/cli/chatgpt/v1/getModelList')).body.data as Array<{
      model: string;
      shown: boolean;
      default: boolean;
      logo: string;
    }>;
    const ids = models.map((m) => m.model);
    expect(ids).toEqual(expect.arrayContaining(['gpt3.5', 'gpt4.0', 'deepseekR1', 'anthropic3.7', 'gemini']));
    expect(models.find((m) => m.model === 'gpt3.5')!.default).toBe(true);
    expect(models.find((m) => m.model === 'wenxin')?.shown ?? false).toBe(false);
    expect(models.find((m) => m.model === 'perplexity')?.shown ?? false).toBe(false);
    const logo = await fetch(`${t.url}${models.find((m) => m.model === 'gpt3.5')!.logo}`);
    expect(logo.headers.get('content-type')).toContain('image/svg');
  });

  it("keeps each user's default model", async () => {
    expect((await getJson(t, '/api/cli/chatgpt/v1/getDefaultModel', auth(user))).body.data).toBe('gpt3.5');
    expect(
      (await postForm(t, '/api/cli/chatgpt/v1/setDefaultModel', { model: 'deepseekV3' }, auth(user))).body.data,
    ).toBe('deepseekV3');
    expect((await getJson(t, '/api/cli/chatgpt/v1/getDefaultModel', auth(user))).body.data).toBe('deepseekV3');
    expect((await postForm(t, '/api/cli/chatgpt/v1/setDefaultModel', { model: 'gpt-9' }, auth(user))).body.msg).toBe(
      'This model does not exist',
    );
    await postForm(t, '/api/cli/chatgpt/v1/setDefaultModel', { model: 'gpt3.5' }, auth(user));
  });

  it('streams an honest answer and stores it, without counting the canned notice', async () => {
    const sessionId = (await getJson(t, '/api/cli/chat/topic/v1/getMsgId', auth(user))).body.data as string;
    const result = await streamChat(
      t,
      '/api/cli/chatgpt/v1/ssePost',
      { prompt: 'What can you do?', sessionId, msgId: 'answer-1' },
      user.token,
    );
    expect(result.contentType).toContain('text/event-stream');
    expect(result.frames[0]).toMatchObject({
      code: 200,
      end: false,
      data: { type: 'start', msgId: 'answer-1', sessionId },
    });
    expect(result.last).toMatchObject({
      code: 200,
      end: true,
      data: { type: 'done', msgId: 'answer-1', status: 'ok' },
    });
    expect(result.text).toContain('No AI model is configured on this server');

    const history = await getJson(t, `/api/cli/chatgpt/v1/page?current=1&size=10&msgId=${sessionId}`, auth(user));
    expect(history.body.data).toMatchObject({ total: 1, current: 1, pages: 1 });
    expect(history.body.data.records[0]).toMatchObject({
      msgId: 'answer-1',
      input: 'What can you do?',
      status: 'ok',
      model: 'gpt3.5',
      topic: 'What can you do?',
    });
    expect(history.body.data.records[0].reponse).toBe(result.text);
    const meter = await postForm(t, '/api/cli/chatgpt/v1/getStatistics', { roleId: '-1' }, auth(user));
    expect(meter.body.data.dailyCount).toBe(0);
  });

  it('answers from an attached PDF, quoting it', async () => {
    const uploaded = await attach(
      await pdf(['Project Lantern launches on 14 March.', 'The budget is twelve thousand euros.']),
      'plan.pdf',
    );
    expect(uploaded.code).toBe(200);
    expect(uploaded.data.length).toBeGreaterThan(30);
    const result = await streamChat(
      t,
      '/api/cli/chatgpt/v1/ssePost',
      { prompt: 'When does Project Lantern launch?', fileList: [uploaded.data.fileId] },
      user.token,
    );
    expect(result.text).toContain('Project Lantern launches on 14 March.');
    expect(result.text).toContain('Demo mode');
  });

  it('answers in Chinese for a Chinese request', async () => {
    const result = await streamChat(t, '/api/cli/ai/chat/v2/sse', { prompt: '你好' }, user.token, {
      'accept-language': 'zh-CN',
    });
    expect(result.text).toContain('此服务器尚未配置 AI 模型');
  });

  it('refuses bad input before anything is stored or counted', async () => {
    const before = (await postForm(t, '/api/cli/chatgpt/v1/getStatistics', {}, auth(user))).body.data.dailyCount;
    const empty = await streamChat(t, '/api/cli/chatgpt/v1/ssePost', { prompt: '   ' }, user.token);
    expect(empty.status).toBe(400);
    expect(empty.envelope.msg).toBe('please enter your question');
    const stranger = await t.createUser();
    const theirFile = await attach(Buffer.from('secret notes'), 'notes.txt', stranger);
    const foreignFile = await streamChat(
      t,
      '/api/cli/chatgpt/v1/ssePost',
      { prompt: 'read it', fileList: [theirFile.data.fileId] },
      user.token,
    );
    expect(foreignFile.envelope.msg).toBe('please delete abnormal files before sending');
    const theirSession = (await getJson(t, '/api/cli/chat/topic/v1/getMsgId', auth(stranger))).body.data;
    const foreignSession = await streamChat(
      t,
      '/api/cli/chatgpt/v1/ssePost',
      { prompt: 'hi', sessionId: theirSession },
      user.token,
    );
    expect(foreignSession.status).toBe(404);
    expect((await postForm(t, '/api/cli/chatgpt/v1/getStatistics', {}, auth(user))).body.data.dailyCount).toBe(before);
  });

  it('refuses an unreadable document at upload', async () => {
    const broken = await attach(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 1)]), 'broken.pdf');
    expect(broken.code).toBe(415);
  });

  it('delivers a socket answer carrying its msgId', async () => {
    const socket = await openSocket(t.url, { token: user.token, id: user.id });
    await settled();
    const started = await postForm(
      t,
      '/api/cli/chatgpt/v1/webSocketChat',
      { prompt: 'Hello over the socket', msgId: 'socket-answer-1' },
      auth(user),
    );
    expect(started.body.data).toMatchObject({ msgId: 'socket-answer-1' });
    const push = JSON.parse(await socket.next());
    expect(push).toMatchObject({ type: 'chat', msgId: 'socket-answer-1', done: true, status: 'ok' });
    expect(push.content).toContain('No AI model is configured');
    socket.socket.close();
  });

  it('scores answers, lists and deletes conversations, each only for their owner', async () => {
    const stranger = await t.createUser();
    const result = await streamChat(t, '/api/cli/chatgpt/v1/ssePost', { prompt: 'Score me' }, user.token);
    const start = result.frames[0] as { data: { tableId: number; sessionId: string } };
    expect(
      (
        await postForm(
          t,
          '/api/cli/chatgpt/v1/setScore',
          { tableId: String(start.data.tableId), score: '1' },
          auth(user),
        )
      ).body.code,
    ).toBe(200);
    expect(
      (
        await postForm(
          t,
          '/api/cli/chatgpt/v1/setScore',
          { tableId: String(start.data.tableId), score: '-1' },
          auth(stranger),
        )
      ).status,
    ).toBe(404);
    const history = await getJson(t, `/api/cli/chatgpt/v1/page?msgId=${start.data.sessionId}`, auth(user));
    expect(history.body.data.records[0].score).toBe(1);

    const topics = await postJson(t, '/api/cli/chat/topic/v1/page', { current: 1, size: 10 }, auth(user));
    expect(topics.body.data.records.map((r: { msgId: string }) => r.msgId)).toContain(start.data.sessionId);
    expect(
      (await postJson(t, '/api/cli/chat/topic/v1/del', { msgId: start.data.sessionId }, auth(stranger))).status,
    ).toBe(404);
    expect(
      (await postJson(t, '/api/cli/chat/topic/v1/del', { msgId: start.data.sessionId }, auth(user))).body.code,
    ).toBe(200);
    expect(
      (await getJson(t, `/api/cli/chatgpt/v1/page?msgId=${start.data.sessionId}`, auth(user))).body.data.total,
    ).toBe(0);
  });

  it('refuses a question over the free allowance with the upgrade path, storing nothing', async () => {
    const light = await t.createUser();
    // Quoted answers count (canned notices do not): each question is answered from a document.
    const notes = await attach(Buffer.from('Lanterns glow softly at night.'), 'lanterns.txt', light);
    for (let i = 0; i < 6; i++)
      await streamChat(
        t,
        '/api/cli/chatgpt/v1/ssePost',
        { prompt: `Do lanterns glow? (${i})`, fileList: [notes.data.fileId] },
        light.token,
      );
    const refused = await streamChat(t, '/api/cli/chatgpt/v1/ssePost', { prompt: 'one more' }, light.token);
    expect(refused.status).toBe(402);
    expect(refused.envelope).toMatchObject({ type: 'WARN', data: { upgrade: 'qa' } });
    const topics = await postJson(t, '/api/cli/chat/topic/v1/page', { current: 1, size: 50 }, auth(light));
    expect(topics.body.data.total).toBe(6);
  });
});
