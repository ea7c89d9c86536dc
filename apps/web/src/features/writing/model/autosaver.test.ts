import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api/errors.ts';
import { Autosaver, type SaveCall, type SaveState } from './autosaver.ts';
import { readLocalCopy } from './local-copy.ts';

type Sent = Parameters<SaveCall>[0];

function setUp(save: (sent: Sent) => Promise<{ revision: number }>) {
  const sent: Sent[] = [];
  const states: SaveState['status'][] = [];
  const saver = new Autosaver({
    id: 'd1',
    revision: 3,
    content: 'Hello',
    title: 'Greeting',
    delayMs: 1_000,
    save: (input) => {
      sent.push(input);
      return save(input);
    },
    onChange: (state) => states.push(state.status),
  });
  return { saver, sent, states };
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('the autosave', () => {
  it('sends the text once typing pauses, with the last revision, and forgets the local copy', async () => {
    const { saver, sent } = setUp(async (input) => ({ revision: input.revision + 1 }));
    saver.edit('Hello w');
    saver.edit('Hello world');
    expect(readLocalCopy('d1')).toMatchObject({ content: 'Hello world', revision: 3 });
    await vi.advanceTimersByTimeAsync(999);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([{ id: 'd1', revision: 3, content: 'Hello world', snapshot: false }]);
    expect(saver.current.status).toBe('saved');
    expect(readLocalCopy('d1')).toBeNull();
    // The next save carries the revision the server gave.
    saver.edit('Hello world!');
    await saver.flush(true);
    expect(sent[1]).toEqual({ id: 'd1', revision: 4, content: 'Hello world!', snapshot: true });
  });

  it('sends a new title the same way, so the revision it moves on is the one the next save sends', async () => {
    const { saver, sent } = setUp(async (input) => ({ revision: input.revision + 1 }));
    saver.rename('Greetings');
    await vi.advanceTimersByTimeAsync(1_000);
    saver.edit('Hello again');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent).toEqual([
      { id: 'd1', revision: 3, content: 'Hello', title: 'Greetings', snapshot: false },
      { id: 'd1', revision: 4, content: 'Hello again', snapshot: false },
    ]);
  });

  it('sends text typed during a save right after it, one save at a time', async () => {
    let release: () => void = () => undefined;
    const { saver, sent } = setUp(
      (input) => new Promise((resolve) => (release = () => resolve({ revision: input.revision + 1 }))),
    );
    saver.edit('one');
    const first = saver.flush();
    saver.edit('one two');
    const second = saver.flush();
    expect(sent).toHaveLength(1);
    release();
    await first;
    await second;
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((s) => [s.content, s.revision])).toEqual([
      ['one', 3],
      ['one two', 4],
    ]);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(saver.current.status).toBe('saved');
  });

  it('keeps the text in this browser and sends it again when the server cannot be reached', async () => {
    let down = true;
    const { saver, sent } = setUp(async (input) => {
      if (down) throw new ApiError('network', 'Network error');
      return { revision: input.revision + 1 };
    });
    saver.edit('Draft');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(saver.current).toMatchObject({ status: 'retrying', error: 'Network error' });
    expect(readLocalCopy('d1')?.content).toBe('Draft');
    down = false;
    await vi.advanceTimersByTimeAsync(2_000);
    expect(sent).toHaveLength(2);
    expect(saver.current.status).toBe('saved');
    expect(readLocalCopy('d1')).toBeNull();
  });

  it('does not send a refused text again until it changes', async () => {
    const { saver, sent } = setUp(async () => {
      throw new ApiError('envelope', 'The text is too long', 400);
    });
    saver.edit('x'.repeat(10));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(saver.current).toMatchObject({ status: 'failed', error: 'The text is too long' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveLength(1);
    expect(readLocalCopy('d1')?.content).toBe('x'.repeat(10));
  });

  it('stops on a conflict until the writer keeps their text or takes the other version', async () => {
    const theirs = { id: 'd1', title: 'T', content: 'Changed elsewhere', revision: 7 };
    let conflict = true;
    const { saver, sent } = setUp(async (input) => {
      if (conflict) throw new ApiError('envelope', 'Changed elsewhere', 409, 'WARN', theirs);
      return { revision: input.revision + 1 };
    });
    saver.edit('Mine');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(saver.current.status).toBe('conflict');
    expect(saver.current.theirs).toMatchObject({ revision: 7 });
    saver.edit('Mine, still typing');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveLength(1);

    conflict = false;
    await saver.keepMine();
    expect(sent[1]).toMatchObject({ content: 'Mine, still typing', revision: 7 });
    expect(saver.current.status).toBe('saved');
  });

  it('taking the other version drops this browser’s copy', async () => {
    const theirs = { id: 'd1', title: 'T', content: 'Theirs', revision: 9 };
    const { saver } = setUp(async () => {
      throw new ApiError('envelope', 'Changed elsewhere', 409, 'WARN', theirs);
    });
    saver.edit('Mine');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(saver.takeTheirs()).toMatchObject({ content: 'Theirs' });
    expect(saver.current.status).toBe('saved');
    expect(readLocalCopy('d1')).toBeNull();
  });
});
