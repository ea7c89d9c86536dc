import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson } from '../../testing/accounts.ts';
import { auth, startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import { openSocket, settled as socketSettled } from '../../testing/socket.ts';
import { addSource, listSources, move, notebook, searchIn, settled, sourceOf } from './test-kit.ts';

/**
 * Sources typed in (text, Q&A, address) through the API: each is learned by its job, answers
 * questions with exact passages, moves only as the state machine allows, and stays its owner's.
 */
let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  t = await startTestApp({ env: { KNOWLEDGE_MAX_SOURCES: '6' } });
  owner = await t.createUser();
  stranger = await t.createUser();
});
afterAll(() => t.close());

const zh = { 'accept-language': 'zh-CN' };
const TEXT = {
  kind: 'text',
  title: 'Refund policy',
  body:
    'Orders can be refunded within 30 days of delivery.\n\n' +
    'Shipping costs are not refunded unless the item arrived damaged.',
};

describe('typed-in sources', () => {
  it('learns a text: learned in both readings, searched to its exact passage, shown in the viewer', async () => {
    const added = await addSource(t, owner, TEXT);
    expect(added.body.code).toBe(200);
    expect(added.body.data).toMatchObject({ kind: 'text', origin: 'original', name: 'Refund policy' });
    expect(['queued', 'learning', 'learned']).toContain(added.body.data.state);
    const view = await settled(t, owner, added.body.data.id);
    expect(view).toMatchObject({
      state: 'learned',
      notebookStatus: 'learned',
      botStatus: 0,
      progress: 100,
      reason: null,
    });
    expect(view.chunkCount).toBeGreaterThan(0);

    const hits = (await searchIn(t, owner, 'Are shipping costs refunded?')).body.data;
    expect(hits[0]).toMatchObject({ sourceId: view.id, sourceName: 'Refund policy' });
    const detail = (await sourceOf(t, owner, view.id)).body.data;
    expect(detail.payload).toMatchObject({ kind: 'text', title: 'Refund policy' });
    const passage = detail.passages.find((p: { ordinal: number }) => p.ordinal === hits[0].ordinal);
    expect(passage.text).toBe(hits[0].text);
    expect(passage.text).toContain('Shipping costs are not refunded');
  });

  it('learns Q&A pairs whole and finds a Chinese question by its words', async () => {
    const added = await addSource(t, owner, {
      kind: 'qa',
      pairs: [
        { question: '微信支付怎么开通？', answer: '在“我的—设置—支付”里绑定银行卡即可开通微信支付。' },
        { question: 'How long does delivery take?', answer: 'Three to five working days in mainland China.' },
      ],
    });
    const view = await settled(t, owner, added.body.data.id);
    expect(view.state).toBe('learned');
    expect(view.name).toBe('微信支付怎么开通？');
    const hits = (await searchIn(t, owner, '怎样开通微信')).body.data;
    expect(hits[0].text).toContain('Q: 微信支付怎么开通？\nA: 在“我的—设置—支付”里绑定银行卡即可开通微信支付。');
  });

  it('learns an address as one card that a question in either language finds', async () => {
    const added = await addSource(t, owner, {
      kind: 'address',
      name: 'Inkstone Café',
      address: '上海市黄浦区南京东路 100 号',
      phone: '021-5555 0100',
      hours: '08:00–22:00',
      mapUrl: 'https://maps.example.com/?q=inkstone',
    });
    await settled(t, owner, added.body.data.id);
    for (const question of ['What is the phone number of Inkstone Café?', '电话是多少']) {
      const [hit] = (await searchIn(t, owner, question)).body.data;
      expect(hit.text).toContain('Phone 电话: 021-5555 0100');
      expect(hit.text).toContain('Address 地址: 上海市黄浦区南京东路 100 号');
    }
  });
});

describe('bad input changes nothing and says why in the reader’s language', () => {
  const cases: [string, object, string, string][] = [
    [
      'an empty text',
      { kind: 'text', title: 'x', body: '   ' },
      'The text is empty: paste what should be learned',
      '文字为空：请粘贴要学习的内容',
    ],
    [
      'a text without a title',
      { kind: 'text', title: '', body: 'x' },
      'Please give the text a title',
      '请为这段文字填写标题',
    ],
    [
      'a pair with no answer',
      { kind: 'qa', pairs: [{ question: 'Q?', answer: ' ' }] },
      'Every pair needs both a question and an answer',
      '每一组都需要同时填写问题和答案',
    ],
    ['no pairs', { kind: 'qa', pairs: [] }, 'Add at least one question and answer', '请至少添加一组问题和答案'],
    ['an ftp address', { kind: 'url', url: 'ftp://example.com/file' }, 'invalid website address', '无效的网址'],
    ['words for an address', { kind: 'url', url: 'not a website' }, 'invalid website address', '无效的网址'],
    [
      'a place with no address',
      { kind: 'address', name: 'Shop', address: '' },
      'Please fill in the place name and its address',
      '请填写地点名称和地址',
    ],
  ];
  it.each(cases)('%s', async (_name, source, english, chinese) => {
    const before = (await listSources(t, owner, notebook('bad'))).body.data.length;
    const en = await addSource(t, owner, source, { container: notebook('bad') });
    expect(en.status).toBe(400);
    expect(en.body.msg).toBe(english);
    const cn = await addSource(t, owner, source, { container: notebook('bad') }, zh);
    expect(cn.body.msg).toBe(chinese);
    expect((await listSources(t, owner, notebook('bad'))).body.data).toHaveLength(before);
  });

  it('refuses a kind it does not know and a container without an id', async () => {
    expect((await addSource(t, owner, { kind: 'video', url: 'https://x.example' })).status).toBe(400);
    const missing = await addSource(t, owner, TEXT, { container: { kind: 'notebook', id: '' } });
    expect(missing.status).toBe(400);
  });

  it('refuses a file id that is not the caller’s', async () => {
    const answer = await addSource(t, owner, { kind: 'file', fileId: 'no-such-file' });
    expect(answer.status).toBe(404);
    expect(answer.body.msg).toBe('The uploaded file was not found: please upload it again');
  });
});

describe('states move only as the contract allows', () => {
  it('cancel refuses a learned source; relearn keeps it answering; forget empties it; delete removes it', async () => {
    const container = notebook('moves');
    const added = await addSource(t, owner, { ...TEXT, title: 'Moves' }, { container });
    const id = added.body.data.id;
    await settled(t, owner, id);

    const cancel = await move(t, owner, 'cancel', id);
    expect(cancel.status).toBe(400);
    expect(cancel.body.msg).toBe('Only a source that is not learned yet can be cancelled');

    const relearn = await move(t, owner, 'relearn', id);
    expect(['toRelearn', 'relearning', 'learned']).toContain(relearn.body.data.state);
    expect((await settled(t, owner, id)).state).toBe('learned');

    const forgotten = await move(t, owner, 'forget', id);
    expect(forgotten.body.data).toMatchObject({
      state: 'forgotten',
      botStatus: 9,
      notebookStatus: 'failed',
      chunkCount: 0,
    });
    expect((await searchIn(t, owner, 'shipping refunded', container)).body.data).toEqual([]);
    expect((await move(t, owner, 'forget', id, zh)).body.msg).toBe('该来源已被遗忘');

    await move(t, owner, 'relearn', id);
    expect((await settled(t, owner, id)).state).toBe('learned');
    expect((await searchIn(t, owner, 'shipping refunded', container)).body.data).toHaveLength(1);

    expect((await move(t, owner, 'del', id)).body.data).toBe(true);
    expect((await sourceOf(t, owner, id)).status).toBe(404);
    expect((await searchIn(t, owner, 'shipping refunded', container)).body.data).toEqual([]);
  });

  it('says so once the container holds as many sources as allowed', async () => {
    const container = notebook('full');
    for (let i = 0; i < 6; i++)
      expect((await addSource(t, owner, { ...TEXT, title: `T${i}` }, { container })).status).toBe(200);
    const refused = await addSource(t, owner, TEXT, { container });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('source limit reached');
    expect((await listSources(t, owner, container)).body.data).toHaveLength(6);
  });
});

describe('another user', () => {
  it('cannot read, move, delete or search someone else’s source, nor see it in a same-named container', async () => {
    const added = await addSource(t, owner, { ...TEXT, title: 'Private' }, { container: notebook('private') });
    const id = added.body.data.id;
    await settled(t, owner, id);
    expect((await sourceOf(t, stranger, id)).status).toBe(404);
    for (const action of ['cancel', 'relearn', 'forget', 'del'] as const) {
      const answer = await move(t, stranger, action, id);
      expect(answer.status).toBe(404);
      expect(answer.body.msg).toBe('This source does not exist');
    }
    expect((await getJson(t, `/api/cli/knowledge/v1/status?ids=${id}`, auth(stranger))).body.data).toEqual([]);
    expect((await listSources(t, stranger, notebook('private'))).body.data).toEqual([]);
    expect((await searchIn(t, stranger, 'shipping refunded', notebook('private'))).body.data).toEqual([]);
    expect((await sourceOf(t, owner, id)).body.data.state).toBe('learned');
  });

  it('needs a signed-in caller', async () => {
    const response = await fetch(`${t.url}/api/cli/knowledge/v1/list?kind=notebook&id=n1`);
    expect(response.status).toBe(401);
  });
});

describe('the socket', () => {
  it('pushes a source’s progress to its owner until it is learned', async () => {
    const socket = await openSocket(t.url, { token: owner.token, id: owner.id });
    await socketSettled();
    const added = await addSource(t, owner, { ...TEXT, title: 'Pushed' }, { container: notebook('push') });
    const states: string[] = [];
    for (;;) {
      const push = JSON.parse(await socket.next());
      if (push.type !== 'knowledge' || push.knowledgeId !== added.body.data.id) continue;
      expect(push.container).toEqual(notebook('push'));
      states.push(push.state);
      if (push.state === 'learned') {
        expect(push).toMatchObject({ status: 'done', progress: 100, error: null });
        break;
      }
    }
    expect(states[0]).toBe('learning');
    socket.socket.close();
  });
});
