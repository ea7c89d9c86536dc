import { beforeAll, describe, expect, it } from 'vitest';
import { mindMapSchema } from '@inkstone/contract/notebook-notes';
import { useFakeOpenAIApp } from '../../testing/fake-openai-app.ts';
import { settled } from '../knowledge/test-kit.ts';
import { BRIDGE, TOWER, call, finished, notebookWith } from './test-kit.ts';

/**
 * The studio with a model provider (a fake OpenAI upstream): the sources' passages go to the
 * model as numbered documents, its Markdown is kept with the passages it cites, a mind map is
 * kept when it is a tree and replaced by the extracted one when it is not, and an upstream
 * that keeps failing leaves the note failed with a reason, never generating.
 */
const kit = useFakeOpenAIApp();
let notebookId: string;
let sourceIds: string[];

beforeAll(async () => {
  ({ notebookId, sourceIds } = await notebookWith(kit.t, kit.user, 'Wuhan', [BRIDGE, TOWER]));
  for (const id of sourceIds) await settled(kit.t, kit.user, id);
});

async function generate(kind: string, headers: Record<string, string> = {}) {
  const asked = await call(kit.t, kit.user, 'studio/v1/generate', { notebookId, kind }, headers);
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  return finished(kit.t, kit.user, notebookId, asked.body.data.id);
}

const systemPrompt = () => {
  const messages = kit.fake.requests[0]!.body.messages as { role: string; content: string }[];
  return messages.find((message) => message.role === 'system')!.content;
};

describe('studio notes from a model', () => {
  it('are the model’s Markdown, citing the passages it used by number', async () => {
    kit.fake.script({ kind: 'answer', text: '## Summary\n\nThe bridge opened in 1957 [1]. 黄鹤楼重建于1985年 [2].' });
    const note = await generate('summary');
    expect(note).toMatchObject({
      status: 'ready',
      content: '## Summary\n\nThe bridge opened in 1957 [1]. 黄鹤楼重建于1985年 [2].',
    });
    expect(note.content).not.toContain('Extracted without an AI model');
    expect(note.citations.map((c: { index: number; sourceId: string }) => [c.index, c.sourceId])).toEqual([
      [1, sourceIds[0]],
      [2, sourceIds[1]],
    ]);
    expect(note.citations[0].quote).toContain('opened on 15 October 1957');
    const system = systemPrompt();
    expect(system).toContain('Write in English');
    expect(system).toContain('[1] Wuhan Yangtze River Bridge');
    expect(system).toContain('1985年6月，重建的黄鹤楼正式落成。');
  });

  it('are asked for in the asker’s language', async () => {
    kit.fake.script({ kind: 'answer', text: '### 黄鹤楼为什么出名？\n\n因为崔颢的诗 [2]。' });
    const note = await generate('faq', { 'accept-language': 'zh-CN' });
    expect(note.title).toBe('常见问题');
    expect(systemPrompt()).toContain('Write in Simplified Chinese');
    expect(note.citations.map((c: { index: number }) => c.index)).toEqual([2]);
  });

  it('keep a mind map the model gives as a tree', async () => {
    const tree = { title: '武汉', children: [{ title: 'Bridge', children: [{ title: '1957', children: [] }] }] };
    kit.fake.script({ kind: 'answer', text: `\`\`\`json\n${JSON.stringify(tree)}\n\`\`\`` });
    const note = await generate('mindMap');
    expect(mindMapSchema.parse(JSON.parse(note.content))).toEqual(tree);
  });

  it('fall back to the extracted mind map, saying so, when the model’s answer is not a tree', async () => {
    kit.fake.script({ kind: 'answer', text: 'Here is your map: bridge -> tower, {not json}' });
    const note = await generate('mindMap');
    const map = mindMapSchema.parse(JSON.parse(note.content));
    expect(map.notice).toContain('Extracted without an AI model');
    expect(map.children.map((child) => child.title)).toEqual(['Wuhan Yangtze River Bridge', '黄鹤楼']);
  });

  it('fail with a reason when the upstream keeps failing, after one more try', async () => {
    kit.fake.script({ kind: 'http-error', status: 500 }, { kind: 'http-error', status: 500 });
    const note = await generate('timeline');
    expect(note.status).toBe('failed');
    expect(note.error).toBeTruthy();
    expect(kit.fake.requests).toHaveLength(2);
    // Asked again, it is written.
    kit.fake.script({ kind: 'answer', text: '- **1957** — The bridge opened [1].' });
    const again = await generate('timeline');
    expect(again).toMatchObject({ id: note.id, status: 'ready', error: null });
  });
});
