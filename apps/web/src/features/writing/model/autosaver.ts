import type { WritingDoc, WritingDocSave } from '@inkstone/contract/writing';
import { ApiError } from '@/shared/api/errors.ts';
import { dropLocalCopy, keepLocalCopy } from './local-copy.ts';

/**
 * - `saved`: the server has the text on screen.
 * - `unsaved`: typed, waiting for the pause that saves it.
 * - `saving`: a save is on its way.
 * - `retrying`: the server could not be reached; the text is kept in this browser and sent again.
 * - `failed`: the server refused the text (too long, say): kept in this browser, not sent again
 *   until it changes.
 * - `conflict`: the document changed elsewhere since it was opened; nothing is sent until the
 *   writer chooses (keep mine, or take the other version).
 */
export type SaveStatus = 'saved' | 'unsaved' | 'saving' | 'retrying' | 'failed' | 'conflict';

export type SaveState = {
  status: SaveStatus;
  /** The server's words for a refusal or a failure. */
  error: string | null;
  /** The document as it is on the server, in a conflict. */
  theirs: WritingDoc | null;
  /** When the server last took the text. */
  savedAt: number | null;
};

export type SaveCall = (input: {
  id: string;
  revision: number;
  content: string;
  title?: string;
  snapshot: boolean;
}) => Promise<Pick<WritingDocSave, 'revision'>>;

type Options = {
  id: string;
  revision: number;
  content: string;
  title: string;
  save: SaveCall;
  onChange: (state: SaveState) => void;
  /** The pause after the last keystroke before the text is sent. */
  delayMs?: number;
  now?: () => number;
};

/** Waits before sending again after a failure: 2 s, 5 s, 15 s, then every 30 s. */
const RETRY_MS = [2_000, 5_000, 15_000, 30_000];

/**
 * The editor's autosave, without React: the text is sent a moment after typing stops, one save at
 * a time (typing during a save is sent right after it), with the revision the server last gave,
 * so a change made elsewhere is a conflict rather than silently overwritten. Until the server has
 * the text it is kept in this browser (local-copy.ts).
 */
export class Autosaver {
  private readonly id: string;
  private readonly save: SaveCall;
  private readonly onChange: (state: SaveState) => void;
  private readonly delayMs: number;
  private readonly now: () => number;
  private revision: number;
  private saved: string;
  private savedTitle: string;
  /** Text typed and not sent yet. */
  private pending: string | null = null;
  /** A title typed and not sent yet (the title moves the revision on too, so it goes the same way). */
  private pendingTitle: string | null = null;
  private snapshot = false;
  private inFlight: Promise<void> | null = null;
  private again = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  private state: SaveState = { status: 'saved', error: null, theirs: null, savedAt: null };

  constructor(options: Options) {
    this.id = options.id;
    this.revision = options.revision;
    this.saved = options.content;
    this.savedTitle = options.title;
    this.save = options.save;
    this.onChange = options.onChange;
    this.delayMs = options.delayMs ?? 1_000;
    this.now = options.now ?? Date.now;
  }

  get current(): SaveState {
    return this.state;
  }

  /** The editor's text changed. */
  edit(content: string): void {
    if (content === (this.pending ?? this.saved)) return;
    this.pending = content;
    keepLocalCopy(this.id, { content, revision: this.revision, at: this.now() });
    this.changed();
  }

  /** The title changed (a valid one: the page checks it first). */
  rename(title: string): void {
    if (title === (this.pendingTitle ?? this.savedTitle)) return;
    this.pendingTitle = title;
    this.changed();
  }

  private changed() {
    if (this.state.status === 'conflict') return;
    this.set({ status: 'unsaved', error: null });
    this.schedule(this.delayMs);
  }

  /** Sends now (Cmd/Ctrl+S, leaving the document); `snapshot` also keeps a version of it. */
  flush(snapshot = false): Promise<void> {
    if (snapshot) this.snapshot = true;
    this.clearTimer();
    return this.run();
  }

  /** In a conflict: send this browser's text over the other version. */
  keepMine(): Promise<void> {
    const theirs = this.state.theirs;
    if (!theirs) return Promise.resolve();
    this.revision = theirs.revision;
    this.saved = theirs.content;
    this.savedTitle = theirs.title;
    this.set({ status: 'unsaved', theirs: null, error: null });
    return this.flush();
  }

  /** In a conflict: take the other version; this browser's text is given back to be kept elsewhere. */
  takeTheirs(): WritingDoc | null {
    const theirs = this.state.theirs;
    if (!theirs) return null;
    this.revision = theirs.revision;
    this.saved = theirs.content;
    this.savedTitle = theirs.title;
    this.pending = null;
    this.pendingTitle = null;
    dropLocalCopy(this.id);
    this.set({ status: 'saved', theirs: null, error: null, savedAt: this.now() });
    return theirs;
  }

  /** Leaving the document: what is typed is still sent. */
  dispose(): void {
    this.clearTimer();
    if (this.hasPending() && this.state.status !== 'conflict') void this.run();
  }

  private schedule(ms: number) {
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.run();
    }, ms);
  }

  private clearTimer() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private run(): Promise<void> {
    if (this.inFlight) {
      this.again = true;
      return this.inFlight;
    }
    if (this.state.status === 'conflict') return Promise.resolve();
    if (!this.hasPending() && !this.snapshot) return Promise.resolve();
    const content = this.pending ?? this.saved;
    const title = this.pendingTitle;
    const snapshot = this.snapshot;
    this.pending = null;
    this.pendingTitle = null;
    this.snapshot = false;
    this.set({ status: 'saving' });
    this.inFlight = this.save({
      id: this.id,
      revision: this.revision,
      content,
      ...(title === null ? {} : { title }),
      snapshot,
    })
      .then(
        (answer) => {
          this.revision = answer.revision;
          this.saved = content;
          if (title !== null) this.savedTitle = title;
          this.failures = 0;
          if (!this.hasPending()) {
            dropLocalCopy(this.id);
            this.set({ status: 'saved', error: null, savedAt: this.now() });
          } else {
            this.set({ status: 'unsaved', error: null, savedAt: this.now() });
            keepLocalCopy(this.id, { content: this.pending ?? this.saved, revision: this.revision, at: this.now() });
          }
        },
        (error: unknown) => this.failed(error, content, title, snapshot),
      )
      .finally(() => {
        this.inFlight = null;
        if (this.again) {
          this.again = false;
          if (this.state.status === 'unsaved') void this.run();
        }
      });
    return this.inFlight;
  }

  private hasPending() {
    return this.pending !== null || this.pendingTitle !== null;
  }

  private failed(error: unknown, content: string, title: string | null, snapshot: boolean) {
    // What was being sent is still unsent, unless newer text replaced it meanwhile.
    this.pending ??= content;
    this.pendingTitle ??= title;
    this.snapshot ||= snapshot;
    keepLocalCopy(this.id, { content: this.pending, revision: this.revision, at: this.now() });
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof ApiError && error.code === 409) {
      this.set({ status: 'conflict', error: message, theirs: (error.data as WritingDoc | undefined) ?? null });
      return;
    }
    // A refusal of the text itself (too long, not allowed) is not sent again until the text changes.
    const refused = error instanceof ApiError && error.kind === 'envelope' && error.code !== null && error.code < 500;
    if (refused) {
      this.set({ status: 'failed', error: message });
      return;
    }
    const wait = RETRY_MS[Math.min(this.failures, RETRY_MS.length - 1)]!;
    this.failures += 1;
    this.set({ status: 'retrying', error: message });
    this.schedule(wait);
  }

  private set(change: Partial<SaveState>) {
    this.state = { ...this.state, ...change };
    this.onChange(this.state);
  }
}
