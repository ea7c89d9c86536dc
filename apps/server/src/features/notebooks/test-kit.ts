import { postJson } from '../../testing/accounts.ts';
import { auth, type TestApp, type TestUser } from '../../testing/harness.ts';
import type { Json } from '../../testing/json.ts';

/** Helpers the notebook tests share: real sources in both languages, and waiting for a note. */
export const BRIDGE = {
  kind: 'text',
  title: 'Wuhan Yangtze River Bridge',
  body: [
    '# Wuhan Yangtze River Bridge',
    'The Wuhan Yangtze River Bridge opened on 15 October 1957. It was the first bridge across the Yangtze.',
    'The bridge carries a railway on its lower deck and a road on its upper deck.',
    '## Construction',
    'Work on the bridge began in 1955 with Soviet engineers. What is the bridge made of? Its trusses are steel. ' +
      'Its eight piers stand on bedrock.',
    '## Today',
    'In 2002 the bridge was renovated and its railway deck strengthened. ' +
      'Trains and cars still cross the bridge every day.',
  ].join('\n\n'),
};

export const TOWER = {
  kind: 'text',
  title: '黄鹤楼',
  body: [
    '# 黄鹤楼',
    '黄鹤楼位于湖北省武汉市长江南岸的蛇山之巅。黄鹤楼是江南三大名楼之一。',
    '## 历史',
    '1884年，黄鹤楼毁于一场大火。1985年6月，重建的黄鹤楼正式落成。',
    '黄鹤楼为什么出名？唐代诗人崔颢写下了《黄鹤楼》一诗。李白也曾在黄鹤楼留下诗句。',
  ].join('\n\n'),
};

export const call = (t: TestApp, user: TestUser, path: string, body: object, headers: Record<string, string> = {}) =>
  postJson(t, `/api/cli/notebook/${path}`, body, { ...auth(user), ...headers });

/** A notebook holding the given sources (wait for them with knowledge's `settled`). */
export async function notebookWith(t: TestApp, user: TestUser, name: string, sources: Json[]) {
  const notebookId = (await call(t, user, 'v1/create', { name })).body.data.id as string;
  const ids: string[] = [];
  for (const source of sources) {
    const added = await call(t, user, 'source/v1/add', { notebookId, source });
    ids.push(added.body.data.id);
  }
  return { notebookId, sourceIds: ids };
}

/** The note once it is no longer generating, read through the page call. */
export async function finished(t: TestApp, user: TestUser, notebookId: string, noteId: string, ms = 20_000) {
  const end = Date.now() + ms;
  for (;;) {
    const page = (await call(t, user, 'note/v1/page', { notebookId, size: 100 })).body.data;
    const note = page?.records.find((record: { id: string }) => record.id === noteId);
    if (note && note.status !== 'generating') return note;
    if (Date.now() > end) throw new Error(`note ${noteId} still generating: ${JSON.stringify(note)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
