import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../i18n.ts';
import { useSettings } from '@/shared/stores/settings.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { PosterDialog } from './PosterDialog.tsx';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

function show(selection = 'Oolong is half oxidized.') {
  const server = fakeApi({
    'cli/write/poster/v1/render': () => ({ code: 200, data: { png: PNG, width: 1080, height: 1440 } }),
  });
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <App>
        <PosterDialog doc={{ id: 'd1', title: 'Tea notes' }} selection={selection} onClose={() => undefined} />
      </App>
    </QueryClientProvider>,
  );
  const bodies = () => server.callsTo('cli/write/poster/v1/render').map((call) => call.json);
  return { server, bodies };
}

afterEach(() => {
  vi.unstubAllGlobals();
  useSettings.getState().reset();
});

describe('the poster editor', () => {
  it('paints the selected passage in SPEC’s default style and offers the PNG to download', async () => {
    const { bodies } = show();
    await waitFor(() => expect(bodies()).toHaveLength(1), { timeout: 5_000 });
    expect(bodies()[0]).toEqual({
      docId: 'd1',
      passage: 'Oolong is half oxidized.',
      style: { background: 'blue', margin: 6, padding: 6, opacity: 90 },
      layout: 'card',
      size: 'portrait',
      link: null,
    });
    expect(((await screen.findByTestId('poster-image')) as HTMLImageElement).src).toBe(PNG);
    const download = screen.getByRole('link', { name: /Download PNG/ });
    expect(download.getAttribute('href')).toBe(PNG);
    expect(download.getAttribute('download')).toBe('Tea notes.png');
  });

  it('paints again with a new background, kept in the settings; a bad link is said and not sent', async () => {
    const { bodies } = show('');
    await waitFor(() => expect(bodies()).toHaveLength(1), { timeout: 5_000 });
    fireEvent.click(screen.getByRole('radio', { name: 'Paper' }));
    await waitFor(() => expect(bodies()).toHaveLength(2), { timeout: 5_000 });
    expect(bodies()[1]).toMatchObject({ style: { background: 'paper' }, passage: '' });
    expect(useSettings.getState().write.posterStyle.background).toBe('paper');

    fireEvent.change(screen.getByRole('textbox', { name: 'QR code link' }), { target: { value: 'ftp://nope' } });
    expect(screen.getByText('Enter a web address starting with http:// or https://')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(bodies()).toHaveLength(2);
    fireEvent.change(screen.getByRole('textbox', { name: 'QR code link' }), {
      target: { value: 'https://example.com/p/tea' },
    });
    await waitFor(() => expect(bodies()).toHaveLength(3), { timeout: 5_000 });
    expect(bodies()[2]).toMatchObject({ link: 'https://example.com/p/tea' });
  });
});
