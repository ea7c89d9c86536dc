import type { Source } from '@inkstone/contract/chat';
import type { SourceDetail } from '@inkstone/contract/knowledge-api';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '@/shared/i18n/i18n.ts';
import { sourceDetail, sourceView } from '@/shared/knowledge/testing/fake-knowledge-server.ts';
import { defaultSettings } from '@/shared/stores/settings-defaults.ts';
import { useSettings } from '@/shared/stores/settings.ts';
import { setMobileViewport } from '@/test/setup.ts';
import type { MentionPick, MentionProvider } from '@/shared/mentions/mention-provider.ts';
import type { NotebookChatSlot } from './model/chat-slot.ts';
import { fakeNotesServer, note } from './notes/testing/fake-notes-server.ts';
import { fakeNotebookServer, notebook } from './testing/fake-notebook-server.ts';
import { renderNotebookPage } from './testing/render.tsx';

const passage = (ordinal: number, text: string, start: number) => ({
  ordinal,
  text,
  start,
  end: start + text.length,
  page: null,
});
const tea: SourceDetail = {
  ...sourceDetail(sourceView({ id: 'tea', name: 'Tea notes' }), [
    passage(0, 'Green tea is not oxidized. ', 0),
    passage(1, 'Black tea is fully oxidized before drying.', 27),
  ]),
  digest: { summary: 'Green tea is not oxidized.', topics: ['tea', 'oxidized'] },
};
const wall: SourceDetail = sourceDetail(sourceView({ id: 'wall', name: '长城简介' }), [
  passage(0, '长城始建于春秋战国时期。', 0),
]);
const learning: SourceDetail = sourceDetail(
  sourceView({ id: 'new', name: 'Fresh page', kind: 'url', state: 'learning', progress: 40 }),
  [],
);

/** What the page hands the chat panel, shown so a test can read it, and a citation to click. */
const chatProps = vi.fn<(props: NotebookChatSlot) => void>();
const slot = () => chatProps.mock.lastCall?.[0];
function FakeChat(props: NotebookChatSlot) {
  chatProps(props);
  const cite: Source = { index: 1, title: 'Tea notes', sourceId: 'tea', ordinal: 1 };
  return (
    <div data-testid="chat-slot">
      <button type="button" onClick={() => props.onCitation(cite)}>
        cite
      </button>
      {props.onSaveAnswer && (
        <button
          type="button"
          onClick={() => props.onSaveAnswer?.({ text: 'Green tea is not oxidized [1].', citations: [cite] })}
        >
          save
        </button>
      )}
      <MentionProbe provider={props.mentions} />
      <ul aria-label="suggestions">
        {props.suggestions.map((question) => (
          <li key={question}>{question}</li>
        ))}
      </ul>
    </div>
  );
}

/** The composer's `@` menu, as the chat would draw it: every entry a button that picks it. */
const picked = vi.fn<(pick: MentionPick) => void>();
function MentionProbe({ provider }: { provider: MentionProvider }) {
  const { options } = provider.useMatches('', true);
  return (
    <ul aria-label="mentions">
      {options.map((option) => (
        <li key={option.id}>
          <button type="button" onClick={() => void provider.pick(option).then(picked)}>
            {`${option.group}: ${option.label}`}
          </button>
          <button type="button" onClick={() => provider.unpick?.(option)}>
            {`unpick ${option.label}`}
          </button>
        </li>
      ))}
    </ul>
  );
}

function open(options: { role?: 'owner' | 'editor' | 'viewer'; sources?: SourceDetail[] } = {}) {
  const book = notebook({ id: 'nb-1', name: 'Travel research', emoji: '🧳', role: options.role ?? 'owner' });
  const server = fakeNotebookServer({
    mine: book.role === 'owner' ? [book] : [],
    shared: book.role === 'owner' ? [] : [book],
    sources: options.sources ?? [tea, wall],
  });
  const notes = fakeNotesServer({}, server);
  const view = renderNotebookPage('nb-1', (props) => <FakeChat {...props} />);
  return { server, notes, ...view };
}

const row = (id: string) => document.querySelector(`[data-source-id="${id}"]`) as HTMLElement;
const panel = (name: string) => screen.getByTestId(`panel-${name}`);
const stored = () =>
  JSON.parse(localStorage.getItem('inkstone.settings') ?? '{}') as { state?: typeof defaultSettings };

afterEach(async () => {
  vi.unstubAllGlobals();
  setMobileViewport(false);
  chatProps.mockReset();
  picked.mockReset();
  useSettings.setState(defaultSettings);
  localStorage.clear();
  await i18next.changeLanguage('en');
});

describe('notebook page', () => {
  it('shows the notebook, its sources with their statuses, the view and the chat beside them', async () => {
    const { server } = open({ sources: [tea, learning] });
    expect(await screen.findByRole('heading', { level: 3, name: /Travel research/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to notebooks' }).getAttribute('href')).toBe('/notebook');
    expect(screen.getByRole('button', { name: /Share/ })).toBeTruthy();
    await screen.findByText('Tea notes');
    expect(within(row('tea')).getByTestId('source-status').textContent).toBe('Learned');
    expect(within(row('new')).getByTestId('source-status').textContent).toBe('Learning');
    expect(within(row('new')).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    // With no source open, the middle panel holds the notes and the studio.
    expect(await within(panel('view')).findByText(/No notes yet/)).toBeTruthy();
    expect(within(panel('chat')).getByTestId('chat-slot')).toBeTruthy();
    // The suggestions come from the learned sources only.
    expect(slot()?.suggestions).toEqual(['Summarize these sources', 'What are the key points of “Tea notes”?']);
    expect(server.callsTo('cli/notebook/source/v1/page')[0]?.json).toEqual({ notebookId: 'nb-1' });
  });

  it('an empty notebook says to add a source; the limit-reached refusal shows in the dialog', async () => {
    const { server } = open({ sources: [] });
    expect(await screen.findByTestId('sources-empty')).toBeTruthy();
    expect(panel('view').textContent).toContain('Add a source to start');
    server.on('cli/notebook/source/v1/add', () => ({ code: 409, msg: 'source limit reached' }));
    fireEvent.click(within(panel('view')).getByRole('button', { name: /Add source/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Text' }));
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Notes' } });
    fireEvent.change(within(dialog).getByLabelText('Content'), { target: { value: 'Some text to learn.' } });
    const add = within(dialog).getByRole('button', { name: 'Add' });
    await waitFor(() => expect(add.hasAttribute('disabled')).toBe(false));
    fireEvent.click(add);
    expect((await within(dialog).findByRole('alert')).textContent).toContain('source limit reached');
    expect(server.callsTo('cli/notebook/source/v1/add')[0]?.json).toMatchObject({
      notebookId: 'nb-1',
      source: { kind: 'text', title: 'Notes', body: 'Some text to learn.' },
    });
  });

  it('a viewer reads the sources but gets no add, retry or delete', async () => {
    open({ role: 'viewer', sources: [tea, sourceDetail(sourceView({ id: 'bad', state: 'failed' }), [])] });
    await screen.findByText('Tea notes');
    expect(screen.getByText('Viewer')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add source/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Share/ })).toBeNull();
    expect(within(row('bad')).queryByRole('button', { name: 'Retry' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'More actions for Tea notes' }));
    expect(await screen.findByRole('menuitem', { name: 'View' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).toBeNull();
  });

  it('an editor deletes sources and retries a failed one, through the notebook’s calls', async () => {
    const { server } = open({
      role: 'editor',
      sources: [tea, sourceDetail(sourceView({ id: 'bad', state: 'failed', reason: 'Unreadable' }), [])],
    });
    await screen.findByText('Tea notes');
    expect(screen.getByRole('button', { name: /Add source/ })).toBeTruthy();
    fireEvent.click(within(row('bad')).getByRole('button', { name: /^More actions for/ }));
    expect(await screen.findByRole('menuitem', { name: 'Delete' })).toBeTruthy();
    fireEvent.click(within(row('bad')).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(server.callsTo('cli/notebook/source/v1/relearn')).toHaveLength(1));
    expect(server.callsTo('cli/notebook/source/v1/relearn')[0]?.json).toEqual({ notebookId: 'nb-1', id: 'bad' });
    expect(server.callsTo('cli/knowledge/v1/relearn')).toHaveLength(0);
    await waitFor(() => expect(within(row('bad')).getByTestId('source-status').textContent).toBe('In queue'));
  });

  it('choosing sources narrows the chat to them; select all widens it again', async () => {
    open();
    await screen.findByText('Tea notes');
    expect(slot()?.sourceIds).toBeUndefined();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Use Tea notes' }));
    expect(slot()?.sourceIds).toEqual(['wall']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all sources' }));
    expect(slot()?.sourceIds).toBeUndefined();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all sources' }));
    expect(slot()?.sourceIds).toEqual([]);
  });

  it('@ lists sources and ready notes; a source picked joins the chosen ones, a note is quoted whole', async () => {
    const { server, notes } = open();
    server.on('cli/notebook/note/v1/search', ({ json }) => ({
      code: 200,
      data: {
        notes: [
          {
            id: 'n1',
            title: null,
            kind: 'answer',
            pinned: false,
            status: 'ready',
            updateTime: '',
            excerpt: 'Green tea',
          },
          { id: 'n2', title: 'FAQ', kind: 'faq', pinned: false, status: 'generating', updateTime: '', excerpt: '' },
        ],
        sources: [{ id: 'wall', name: '长城简介', kind: 'text' }],
        keyword: json.keyword,
      },
    }));
    notes.state.notes.push(note({ id: 'n1', notebookId: 'nb-1', title: null, content: 'Green tea is not oxidized.' }));
    await screen.findByText('Tea notes');
    const menu = screen.getByRole('list', { name: 'mentions' });
    // A note still generating has nothing to quote.
    await within(menu).findByRole('button', { name: 'note: Green tea' });
    expect(
      within(menu)
        .getAllByRole('button', { name: /^(source|note):/ })
        .map((button) => button.textContent),
    ).toEqual(['source: 长城简介', 'note: Green tea']);
    expect(server.callsTo('cli/notebook/note/v1/search')[0]?.json).toEqual({ notebookId: 'nb-1', keyword: '' });

    // Picking a source left out chooses it again; its chip removed leaves it out again.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Use 长城简介' }));
    expect(slot()?.sourceIds).toEqual(['tea']);
    fireEvent.click(within(menu).getByRole('button', { name: 'source: 长城简介' }));
    await waitFor(() => expect(picked).toHaveBeenLastCalledWith({ chip: true }));
    expect(slot()?.sourceIds).toBeUndefined();
    fireEvent.click(within(menu).getByRole('button', { name: 'unpick 长城简介' }));
    expect(slot()?.sourceIds).toEqual(['tea']);

    // A note is quoted whole, under its name.
    fireEvent.click(within(menu).getByRole('button', { name: 'note: Green tea' }));
    await waitFor(() =>
      expect(picked).toHaveBeenLastCalledWith({
        quote: 'Note “Green tea is not oxidized.”:\n\nGreen tea is not oxidized.',
      }),
    );
  });

  it('a citation opens its source in the view at the passage; a name in the list opens one too', async () => {
    const { server } = open();
    await screen.findByText('Tea notes');
    fireEvent.click(screen.getByRole('button', { name: 'cite' }));
    const cited = await within(panel('view')).findByTestId('cited');
    expect(cited.textContent).toBe('Black tea is fully oxidized before drying.');
    expect(within(panel('view')).getByRole('heading', { name: 'Tea notes' })).toBeTruthy();
    // The source at a glance, from its own text.
    const glance = within(panel('view')).getByRole('region', { name: 'At a glance' });
    expect(glance.textContent).toContain('Green tea is not oxidized.');
    expect(
      within(glance)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['tea', 'oxidized']);
    expect(within(row('tea')).getByRole('button', { name: 'Tea notes' }).getAttribute('aria-current')).toBe('true');
    expect(server.callsTo('cli/notebook/source/v1/get')[0]?.json).toEqual({ notebookId: 'nb-1', id: 'tea' });

    fireEvent.click(within(row('wall')).getByRole('button', { name: '长城简介' }));
    await waitFor(() =>
      expect(within(panel('view')).getByTestId('source-text').textContent).toBe('长城始建于春秋战国时期。'),
    );
    expect(within(panel('view')).queryByTestId('cited')).toBeNull();
    fireEvent.click(within(panel('view')).getByRole('button', { name: 'Close the source' }));
    // With no source open, the middle panel holds the notes and the studio.
    expect(await within(panel('view')).findByText(/No notes yet/)).toBeTruthy();
  });

  it('saves an answer from the chat as a note with its citations, shown among the notes', async () => {
    const { server } = open();
    await screen.findByText('Tea notes');
    fireEvent.click(within(panel('chat')).getByRole('button', { name: 'save' }));
    expect((await within(panel('view')).findAllByText(/Green tea is not oxidized/)).length).toBeGreaterThan(0);
    expect(server.callsTo('cli/notebook/note/v1/create')[0]?.json).toMatchObject({
      notebookId: 'nb-1',
      kind: 'answer',
      content: 'Green tea is not oxidized [1].',
      citations: [{ index: 1, sourceId: 'tea', ordinal: 1 }],
    });
  });

  it('offers a viewer no saving of answers', async () => {
    open({ role: 'viewer' });
    await screen.findByText('Tea notes');
    expect(slot()?.onSaveAnswer).toBeUndefined();
    expect(within(panel('chat')).queryByRole('button', { name: 'save' })).toBeNull();
  });

  it('asks a guest to sign in under the page heading, and asks the server nothing', async () => {
    const server = fakeNotebookServer();
    renderNotebookPage('nb-1', (props) => <FakeChat {...props} />, { signedIn: false });
    expect(screen.getByRole('heading', { level: 3, name: 'Notebook' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in to create a notebook' })).toBeTruthy();
    expect(screen.queryByTestId('chat-slot')).toBeNull();
    expect(server.calls).toHaveLength(0);
  });

  it('a notebook the reader cannot see reads as not found, in both languages', async () => {
    fakeNotebookServer();
    renderNotebookPage('missing', (props) => <FakeChat {...props} />);
    expect((await screen.findByTestId('notebook-missing')).textContent).toContain('Notebook not found');
    await act(() => i18next.changeLanguage('zh_CN'));
    expect(screen.getByTestId('notebook-missing').textContent).toContain('找不到这个笔记本');
  });
});

describe('notebook layout', () => {
  const separator = (name: string) => screen.getByRole('separator', { name });

  it('puts the panels at SPEC widths, resizes them by keyboard and by dragging, and remembers the widths', async () => {
    open();
    await screen.findByText('Tea notes');
    expect(panel('sources').style.width).toBe('370px');
    expect(panel('chat').style.width).toBe('336px');

    const left = separator('Resize sources');
    fireEvent.keyDown(left, { key: 'ArrowRight' });
    expect(left.getAttribute('aria-valuenow')).toBe('386');
    expect(panel('sources').style.width).toBe('386px');
    // The chat sits on the right: moving its edge left widens it.
    const chat = separator('Resize chat');
    fireEvent.keyDown(chat, { key: 'ArrowLeft', shiftKey: true });
    expect(panel('chat').style.width).toBe('400px');
    expect(stored().state?.notebook).toEqual({ leftWidth: 386, chatWidth: 400 });

    fireEvent.pointerDown(left, { button: 0, clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(left, { clientX: 150, pointerId: 1 });
    expect(panel('sources').style.width).toBe('436px');
    expect(stored().state?.notebook.leftWidth).toBe(386);
    fireEvent.pointerUp(left, { clientX: 150, pointerId: 1 });
    expect(stored().state?.notebook.leftWidth).toBe(436);

    // Bounds hold, and Enter goes back to the default.
    fireEvent.keyDown(left, { key: 'Home' });
    expect(panel('sources').style.width).toBe('240px');
    fireEvent.keyDown(left, { key: 'Enter' });
    expect(panel('sources').style.width).toBe('370px');
  });

  it('opens at the widths remembered before', async () => {
    useSettings.getState().update('notebook', { leftWidth: 420, chatWidth: 300 });
    open();
    await screen.findByText('Tea notes');
    expect(panel('sources').style.width).toBe('420px');
    expect(panel('chat').style.width).toBe('300px');
  });

  it('at phone width shows the panels as tabs; a citation turns to the view', async () => {
    setMobileViewport(true);
    open();
    await screen.findByText('Tea notes');
    expect(screen.queryByRole('separator')).toBeNull();
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(tab('Sources').getAttribute('aria-selected')).toBe('true');
    expect(panel('chat').hidden).toBe(true);
    expect(panel('sources').hidden).toBe(false);

    fireEvent.click(tab('Chat'));
    expect(panel('chat').hidden).toBe(false);
    expect(panel('sources').hidden).toBe(true);
    fireEvent.click(within(panel('chat')).getByRole('button', { name: 'cite' }));
    expect(tab('View').getAttribute('aria-selected')).toBe('true');
    expect(await within(panel('view')).findByTestId('cited')).toBeTruthy();

    // Arrow keys move along the tabs.
    fireEvent.keyDown(tab('View'), { key: 'ArrowRight' });
    expect(tab('Chat').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Chat'));
    fireEvent.keyDown(tab('Chat'), { key: 'ArrowRight' });
    expect(tab('Sources').getAttribute('aria-selected')).toBe('true');
  });
});
