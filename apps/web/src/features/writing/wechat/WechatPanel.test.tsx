import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../i18n.ts';
import { useSettings } from '@/shared/stores/settings.ts';
import { setToaster } from '@/shared/ui/toast.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { WechatPanel } from './WechatPanel.tsx';

const MARKDOWN = '## Brewing\n\nWater at **80 °C**.\n\n```\nsteep(3)\n```\n\n<script>alert(1)</script>';

type Toaster = Parameters<typeof setToaster>[0];
/** The toasts shown, as level: words. */
let toasts: string[] = [];

function show(markdown = MARKDOWN) {
  toasts = [];
  const record =
    (level: string) =>
    ({ content }: { content: unknown }) =>
      void toasts.push(`${level}: ${String(content)}`);
  setToaster({
    error: record('error'),
    warning: record('warning'),
    success: record('success'),
    info: record('info'),
  } as unknown as Toaster);
  render(
    <App>
      <WechatPanel markdown={markdown} title="Tea notes" />
    </App>,
  );
  return () => screen.getByTestId('wechat-preview').innerHTML;
}

/** A clipboard that keeps what was written, as the browser's would. */
function fakeClipboard(write = vi.fn(async (_items: unknown[]) => undefined)) {
  class FakeClipboardItem {
    constructor(readonly items: Record<string, Blob>) {}
  }
  vi.stubGlobal('ClipboardItem', FakeClipboardItem);
  Object.defineProperty(navigator, 'clipboard', { value: { write }, configurable: true });
  return write;
}

afterEach(() => {
  vi.unstubAllGlobals();
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  useSettings.getState().reset();
  setToaster(null);
});

describe('the WeChat panel', () => {
  it('previews the article at phone width in SPEC’s default style, with inline styles only', () => {
    const preview = show();
    expect(screen.getByRole('heading', { name: 'Tea notes' })).toBeTruthy();
    const html = preview();
    expect(html).toMatch(/<h2 style="[^"]*background: #0F4C81[^"]*">Brewing<\/h2>/);
    expect(html).toContain('background: #ff5f56');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toMatch(/<script|\sclass=/);
    expect(screen.getByRole('radio', { name: 'Classic' })).toHaveProperty('checked', true);
  });

  it('renders again when the theme or a switch changes, and keeps the choice in the settings', () => {
    const preview = show();
    const before = preview();
    fireEvent.click(screen.getByRole('radio', { name: 'Simple' }));
    expect(useSettings.getState().write.wechatStyle.theme).toBe('simple');
    const simple = preview();
    expect(simple).not.toBe(before);
    expect(simple).toMatch(/<h2 style="[^"]*border-bottom: 1px solid #0F4C81[^"]*">Brewing<\/h2>/);

    fireEvent.click(screen.getByRole('switch', { name: 'Mac-style code blocks' }));
    expect(useSettings.getState().write.wechatStyle.macCodeBlock).toBe(false);
    expect(preview()).not.toContain('#ff5f56');

    fireEvent.change(screen.getByLabelText('Primary colour'), { target: { value: '#aa3300' } });
    expect(preview()).toContain('border-bottom: 1px solid #AA3300');
  });

  it('copies the styled HTML as text/html with a text/plain twin, and says so', async () => {
    const write = fakeClipboard();
    show();
    fireEvent.click(screen.getByRole('button', { name: /Copy for WeChat/ }));
    await waitFor(() => expect(write).toHaveBeenCalledTimes(1));
    const [item] = write.mock.calls[0]![0] as { items: Record<string, Blob> }[];
    expect(Object.keys(item!.items).sort()).toEqual(['text/html', 'text/plain']);
    const html = await item!.items['text/html']!.text();
    expect(html).toMatch(/^<section style="/);
    expect(html).toContain('>Brewing</h2>');
    expect(html).not.toContain('Tea notes');
    expect(await item!.items['text/plain']!.text()).toBe(MARKDOWN);
    await waitFor(() => expect(toasts).toEqual(['success: Copied. Paste it into the WeChat Official Account editor.']));
  });

  it('falls back to copying the selected preview when the clipboard refuses; says when that fails', async () => {
    fakeClipboard(vi.fn(async () => Promise.reject(new Error('NotAllowedError'))));
    const execCommand = vi.fn(() => false);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    show();
    fireEvent.click(screen.getByRole('button', { name: /Copy for WeChat/ }));
    await waitFor(() => expect(execCommand).toHaveBeenCalledWith('copy'));
    await waitFor(() => expect(toasts).toEqual(['error: Could not copy. Select the preview and copy it by hand.']));
  });

  it('opens publishing to the Official Account for the document it is given, loaded on first use', async () => {
    fakeApi({
      'cli/wx/mp/v1/account/get': () => ({ code: 200, data: { appId: null, hasSecret: false, updatedAt: null } }),
      'cli/write/doc/v1/wechatLatest': () => ({ code: 200, data: null }),
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <App>
          <WechatPanel markdown={MARKDOWN} title="Tea notes" docId="d1" />
        </App>
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Official Account/ }));
    // The dialog's code loads now, on first use.
    expect(await screen.findByText('Publish to a WeChat Official Account', {}, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByText('Not published to the Official Account yet.')).toBeTruthy();
  });

  it('offers no publishing without a document', () => {
    show();
    expect(screen.queryByRole('button', { name: /Official Account/ })).toBeNull();
  });
});
