import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../i18n.ts';
import { sseText, streamResponse } from '@/test/sse.ts';
import { fakeWritingServer } from '../testing/fake-writing-server.ts';
import { WizardDialog } from './WizardDialog.tsx';

type Body = { tool: string; text: string; context?: Record<string, string> };

/** The wizard against the writing stand-in, with sseTool answering each step as `answer` says. */
function show(answer: (body: Body) => { text?: string; items?: string[]; notice?: string }) {
  const server = fakeWritingServer();
  const inner = globalThis.fetch;
  const asked: Body[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    if (!String(input).includes('cli/write/v1/sseTool')) return inner(input, init);
    const body = JSON.parse(String(init?.body)) as Body;
    asked.push(body);
    const { text = '', items, notice } = answer(body);
    const frames = [
      { code: 200, end: false, data: { type: 'start', tool: body.tool, model: 'gpt3.5' } },
      ...(notice ? [{ code: 200, end: false, data: { type: 'notice', content: notice } }] : []),
      ...(text ? [{ code: 200, end: false, data: { type: 'text', content: text } }] : []),
      {
        code: 200,
        end: true,
        data: { type: 'done', tool: body.tool, status: notice ? 'offline' : 'ok', text, items, truncated: false },
      },
    ];
    return Promise.resolve(streamResponse([sseText(frames)]));
  });
  const onCreated = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <App>
        <WizardDialog groupId={null} onCreated={onCreated} onClose={() => undefined} />
      </App>
    </QueryClientProvider>,
  );
  return { server, asked, onCreated };
}

afterEach(() => vi.unstubAllGlobals());

const click = async (name: string | RegExp) => {
  const button = await screen.findByRole('button', { name }, { timeout: 5_000 });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  fireEvent.click(button);
};

describe('the writing wizard', () => {
  it('goes from an idea to a new document, writing the outline’s sections one by one', async () => {
    const { server, asked, onCreated } = show((body) => {
      if (body.tool === 'wizard.titles') return { text: '1. Oolong\n2. Tea', items: ['Oolong at home', 'Tea for two'] };
      if (body.tool === 'wizard.abstract') return { text: 'A short guide to oolong.' };
      if (body.tool === 'wizard.outline') return { text: '## Leaves\n## Water', items: ['Leaves', 'Water'] };
      return { text: `All about ${body.context?.section}.` };
    });
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Brewing oolong at home' } });
    await click('Suggest titles');
    fireEvent.click(await screen.findByRole('radio', { name: 'Tea for two' }));
    await click('Next');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Abstract/ })).toHaveProperty('value', 'A short guide to oolong.'),
    );
    await click('Next');
    const outline = await screen.findByRole('textbox', { name: /Outline/ });
    await waitFor(() => expect((outline as HTMLTextAreaElement).value).toBe('## Leaves\n## Water'));
    // The writer adds a section before the content is written.
    fireEvent.change(outline, { target: { value: '## Leaves\n## Water\n## Cups' } });
    expect(screen.getByText('3 sections will be written, one after another.')).toBeTruthy();
    await click('Write the sections');
    await waitFor(() => expect(screen.getByText('3 of 3 sections')).toBeTruthy(), { timeout: 5_000 });
    expect(asked.filter((body) => body.tool === 'wizard.section').map((body) => body.context?.section)).toEqual([
      'Leaves',
      'Water',
      'Cups',
    ]);
    expect(asked.at(-1)).toMatchObject({
      text: 'Brewing oolong at home',
      context: { title: 'Tea for two', abstract: 'A short guide to oolong.' },
    });
    await click('Create the document');
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    const made = server.docs.at(-1)!;
    expect(made.title).toBe('Tea for two');
    expect(made.content.split('\n\n')).toEqual([
      'A short guide to oolong.',
      '## Leaves',
      'All about Leaves.',
      '## Water',
      'All about Water.',
      '## Cups',
      'All about Cups.',
    ]);
  });

  it('says plainly that no model is configured and goes no further', async () => {
    const { asked } = show(() => ({ notice: 'Set OPENAI_API_KEY to write with AI.' }));
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Anything' } });
    await click('Suggest titles');
    expect(await screen.findByText('Set OPENAI_API_KEY to write with AI.')).toBeTruthy();
    expect(screen.getByText('No AI model is configured')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(asked).toHaveLength(1);
  });
});
