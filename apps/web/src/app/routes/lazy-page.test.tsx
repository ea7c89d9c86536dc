import { render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page.ts';

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error}</p> : this.props.children;
  }
}

afterEach(() => vi.useRealTimers());

describe('lazy pages', () => {
  it('render once their chunk arrives', async () => {
    const Page = lazyPage(async () => ({ default: () => <p>loaded page</p> }));
    render(
      <Suspense fallback="loading">
        <Page />
      </Suspense>,
    );
    expect(await screen.findByText('loaded page')).toBeTruthy();
  });

  it('render at once, with no fallback, when their chunk was preloaded; the chunk loads once', async () => {
    const load = vi.fn(async () => ({ default: () => <p>loaded page</p> }));
    const Page = lazyPage(load);
    await Page.preload();
    render(
      <Suspense fallback="loading">
        <Page />
      </Suspense>,
    );
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByText('loaded page')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fail after the chunk timeout instead of spinning forever', async () => {
    vi.useFakeTimers();
    const Page = lazyPage(() => new Promise(() => undefined), 120_000);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Boundary>
        <Suspense fallback="loading">
          <Page />
        </Suspense>
      </Boundary>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    await vi.advanceTimersByTimeAsync(120_000);
    vi.useRealTimers();
    expect(await screen.findByText('failed: Page chunk load timed out')).toBeTruthy();
  });
});
