import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../state/types.ts';
import { MessageList } from './MessageList.tsx';

/**
 * The list's scrolling in a browser's order of events, which jsdom does not lay out: the scroller
 * is 700 px high, as tall as the virtualizer makes its box, and a write to scrollTop moves it at
 * once while its scroll event waits for the next frame (`frame` below), as in Chromium. Rows get
 * their real heights when the test says so (`measureRows`), as a ResizeObserver reports them.
 */
const VIEWPORT = 700;

class FakeScroller {
  top = 0;
  /** A scroll event is owed: the offset changed since the last one. */
  owed = false;
  constructor(readonly element: HTMLElement) {}
  get max() {
    const box = this.element.firstElementChild as HTMLElement | null;
    return Math.max(0, (Number.parseFloat(box?.style.height ?? '') || 0) - VIEWPORT);
  }
  /** Where a smooth scroll is heading: it moves 300 px a frame, and any other scroll stops it. */
  smoothTo: number | null = null;
  read() {
    // A box that got shorter clamps the offset, and that is a scroll too.
    if (this.top > this.max) this.move(this.max);
    return this.top;
  }
  write(top: number, behavior?: ScrollBehavior) {
    this.smoothTo = behavior === 'smooth' ? top : null;
    if (this.smoothTo === null) this.move(top);
  }
  animate() {
    if (this.smoothTo === null) return;
    const target = Math.min(this.smoothTo, this.max);
    this.move(this.top + Math.max(-300, Math.min(300, target - this.top)));
    if (this.top === target) this.smoothTo = null;
  }
  private move(top: number) {
    const next = Math.min(Math.max(0, top), this.max);
    if (next === this.top) return;
    this.top = next;
    this.owed = true;
  }
}

const scrollers = new WeakMap<Element, FakeScroller>();
const scrollerOf = (element: Element) => {
  if ((element as HTMLElement).dataset?.testid !== 'message-list') return undefined;
  let scroller = scrollers.get(element);
  if (!scroller) scrollers.set(element, (scroller = new FakeScroller(element as HTMLElement)));
  return scroller;
};

const faked = ['clientHeight', 'clientWidth', 'scrollHeight', 'scrollTop', 'scrollTo'] as const;
beforeAll(() => {
  const original = (key: string) => Object.getOwnPropertyDescriptor(Element.prototype, key);
  const size = (key: string, value: (scroller: FakeScroller) => number) =>
    Object.defineProperty(HTMLElement.prototype, key, {
      configurable: true,
      get(this: HTMLElement) {
        const scroller = scrollerOf(this);
        return scroller ? value(scroller) : original(key)?.get?.call(this);
      },
    });
  size('clientHeight', () => VIEWPORT);
  size('clientWidth', () => 900);
  size('scrollHeight', (scroller) => scroller.max + VIEWPORT);
  Object.defineProperty(HTMLElement.prototype, 'scrollTop', {
    configurable: true,
    get(this: HTMLElement) {
      return scrollerOf(this)?.read() ?? original('scrollTop')?.get?.call(this);
    },
    set(this: HTMLElement, value: number) {
      const scroller = scrollerOf(this);
      if (scroller) scroller.write(value);
      else original('scrollTop')?.set?.call(this, value);
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'scrollTo', {
    configurable: true,
    value(this: HTMLElement, options: ScrollToOptions) {
      scrollerOf(this)?.write(options.top ?? 0, options.behavior);
    },
  });
});
afterAll(() => {
  for (const key of faked) Reflect.deleteProperty(HTMLElement.prototype, key);
});

/** A ResizeObserver the test drives: `measureRows` reports the rows' heights to the virtualizer. */
class FakeResizeObserver {
  static all = new Set<FakeResizeObserver>();
  readonly targets = new Set<Element>();
  constructor(readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.all.add(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
    FakeResizeObserver.all.delete(this);
  }
}

function measureRows(height: (index: number) => number) {
  act(() => {
    for (const observer of FakeResizeObserver.all) {
      const entries = [...observer.targets]
        .filter((target) => target.isConnected && (target as HTMLElement).dataset.index !== undefined)
        .map((target) => {
          const blockSize = height(Number((target as HTMLElement).dataset.index));
          return { target, borderBoxSize: [{ blockSize, inlineSize: 900 }] } as unknown as ResizeObserverEntry;
        });
      if (entries.length > 0) observer.callback(entries, observer as unknown as ResizeObserver);
    }
  });
}

/** The list's scroll element, and what it shows. */
const list = () => document.querySelector('[data-testid="message-list"]') as HTMLElement;
const scroller = () => scrollerOf(list())!;

/**
 * One frame: a smooth scroll's step, the scroll event owed (if any), then the frame's callbacks
 * (the virtualizer's reconcile).
 */
function frame() {
  act(() => {
    scroller().animate();
    const owed = scroller().owed;
    scroller().owed = false;
    if (owed) list().dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(16);
  });
}
const frames = (count: number) => {
  for (let n = 0; n < count; n++) frame();
};

/** `exchanges` questions and answers, oldest first, as a stored conversation's first page. */
function conversation(exchanges: number): ChatMessage[] {
  return Array.from({ length: exchanges }, (_, n): ChatMessage[] => [
    {
      type: 'prompt',
      content: `Question ${n + 1}`,
      msgId: `p${n}`,
      sessionId: 's',
      msgType: 'text',
      botId: '-1',
      done: true,
      format: 'markdown',
    },
    {
      type: 'response',
      content: `Answer ${n + 1}: ${'A long paragraph of text that fills the row. '.repeat(3)}`,
      msgId: `r${n}`,
      sessionId: 's',
      msgType: 'text',
      botId: '-1',
      done: true,
      format: 'markdown',
    },
  ]).flat();
}
/** The rows' real heights (smaller than their estimates, as in Chromium at this width). */
const realHeight = (index: number) => (index % 2 === 0 ? 92 : 131);

function openConversation() {
  const onLoadEarlier = vi.fn();
  render(
    <MessageList
      messages={conversation(10)}
      models={new Map()}
      idle
      hasEarlier
      loadingEarlier={false}
      onLoadEarlier={onLoadEarlier}
      onRegenerate={() => undefined}
      onScore={() => undefined}
      onEdit={async () => true}
      followToken={0}
    />,
  );
  // It opens at the end; the rows in view are measured and the list settles there.
  frames(3);
  measureRows(realHeight);
  frames(3);
  return { onLoadEarlier };
}

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'],
  });
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  FakeResizeObserver.all.clear();
});

describe('MessageList scrolling', () => {
  it('opens at the latest message and keeps it in view while the last answer grows', () => {
    openConversation();
    expect(scroller().max).toBeGreaterThan(0);
    expect(scroller().top).toBe(scroller().max);

    // Scrolling has long stopped when the answer at the end gets taller (it streams, or its
    // Markdown renders): the list stays at its end.
    act(() => vi.advanceTimersByTime(500));
    const before = scroller().max;
    measureRows((index) => (index === 19 ? 431 : realHeight(index)));
    frames(4);
    expect(scroller().max).toBeGreaterThan(before + 250);
    expect(scroller().top).toBe(scroller().max);
  });

  it('a reader at the end who scrolls to the top just as scrolling is reported stopped stays at the top', () => {
    const { onLoadEarlier } = openConversation();
    const end = scroller().max;
    expect(scroller().top).toBe(end);

    // The reader goes to the top less than 150 ms after the list's last scroll event: the
    // virtualizer's "scrolling stopped" timer fires before their scroll event, and reports
    // their offset with isScrolling false, like the settling of a measurement.
    act(() => list().scrollTo({ top: 0 }));
    act(() => vi.advanceTimersByTime(150));
    frames(6);

    expect(scroller().top).toBe(0);
    expect(onLoadEarlier).toHaveBeenCalled();
    // Rows measured after that do not bring the end back either.
    measureRows((index) => realHeight(index) + 4);
    frames(4);
    act(() => vi.advanceTimersByTime(300));
    frames(2);
    expect(scroller().top).toBeLessThan(end / 2);
  });

  it('a reader above the end who scrolls to the top just as scrolling is reported stopped gets older pages', () => {
    const { onLoadEarlier } = openConversation();
    // Reading a little above the end, not near the top yet.
    act(() => list().scrollTo({ top: scroller().max - 600 }));
    frames(2);
    expect(onLoadEarlier).not.toHaveBeenCalled();

    // Then to the top, as the timer fires: its report carries the offset, and the scroll event
    // that follows says nothing new.
    act(() => list().scrollTo({ top: 0 }));
    act(() => vi.advanceTimersByTime(150));
    frames(4);

    expect(scroller().top).toBe(0);
    expect(onLoadEarlier).toHaveBeenCalled();
  });

  it('a reader who scrolls up during the smooth jump to the latest message is not taken back to it', () => {
    openConversation();
    act(() => list().scrollTo({ top: 300 }));
    frames(2);
    fireEvent.click(screen.getByRole('button', { name: 'Jump to the latest message' }));
    frames(2);
    expect(scroller().top).toBe(900);

    // On the way down the reader scrolls back up a little; then rows below the viewport get
    // taller (their Markdown renders, or the answer there streams), which moves the end the
    // jump was heading for.
    act(() => list().scrollTo({ top: 700 }));
    frames(2);
    measureRows((index) => realHeight(index) + (index >= 13 ? 40 : 0));
    frames(10);
    // Still where they went (rows above measured for the first time shift it a little, keeping
    // what they read in place), not at the end.
    expect(scroller().top).toBeGreaterThan(500);
    expect(scroller().top).toBeLessThanOrEqual(700);
  });
});

describe('MessageList opening', () => {
  it('shows the newest rows as plain text before any of them is Markdown', async () => {
    // The renderer already loaded, as for a reader who opened a conversation before.
    vi.useRealTimers();
    await (await import('../markdown/modules.ts')).preloadMarkdown();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    // What the first answer row looked like when React put it in the document (a
    // MutationObserver would hear of it only after the render that followed).
    let firstRow: { rendered: string | null } | null = null;
    const note = (node: Node) => {
      const answer = node instanceof Element ? node.querySelector('[data-role="answer"]') : null;
      firstRow ??= answer ? { rendered: answer.querySelector('[data-rendered]')!.getAttribute('data-rendered') } : null;
    };
    const { appendChild, insertBefore } = Node.prototype;
    Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
      note(node);
      return appendChild.call(this, node) as T;
    };
    Node.prototype.insertBefore = function <T extends Node>(this: Node, node: T, child: Node | null): T {
      note(node);
      return insertBefore.call(this, node, child) as T;
    };
    try {
      openConversation();
      await act(async () => undefined);
    } finally {
      Object.assign(Node.prototype, { appendChild, insertBefore });
    }

    // The rows came in the list's first frames, before their Markdown (the newest of a long
    // conversation used to wait for every row in view to be parsed), and became Markdown after.
    expect(firstRow).toEqual({ rendered: 'false' });
    expect(
      screen
        .getByText(/Answer 10:/)
        .closest('[data-rendered]')!
        .getAttribute('data-rendered'),
    ).toBe('true');
  });
});
