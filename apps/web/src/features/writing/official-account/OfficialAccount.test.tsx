import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../i18n.ts';
import { defaultWechatStyle } from '@inkstone/render/wechat-style';
import { i18next } from '@/shared/i18n/i18n.ts';
import { fakeApi, type FakeHandler } from '@/test/fake-api.ts';
import { OfficialAccountDialog } from './OfficialAccountDialog.tsx';

const APP_ID = 'wx0123456789abcdef';
const SECRET = 'a1'.repeat(16);
const ARTICLE = 'Green tea.\n\n![tea](/api/cli/file/v1/get/tea.png)';

const publication = (fields: Record<string, unknown>) => ({
  publishId: '2247000001',
  appId: APP_ID,
  status: 'publishing',
  wechatStatus: null,
  reason: null,
  articleUrl: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
  ...fields,
});

function show(
  handlers: Record<string, FakeHandler>,
  {
    title = 'Spring tea',
    markdown = ARTICLE,
    flush,
  }: { title?: string; markdown?: string; flush?: () => Promise<void> } = {},
) {
  const server = fakeApi({
    'cli/wx/mp/v1/account/get': () => ({ code: 200, data: { appId: APP_ID, hasSecret: true, updatedAt: null } }),
    'cli/write/doc/v1/wechatLatest': () => ({ code: 200, data: null }),
    ...handlers,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <App>
        <OfficialAccountDialog
          docId="d1"
          title={title}
          markdown={markdown}
          style={defaultWechatStyle}
          flush={flush}
          onClose={() => undefined}
        />
      </App>
    </QueryClientProvider>,
  );
  return server;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

describe('the Official Account account form', () => {
  it('checks the AppID first, shows the IP-whitelist advice with WeChat’s address, saves, removes', async () => {
    let saves = 0;
    const server = show({
      'cli/wx/mp/v1/account/get': () => ({ code: 200, data: { appId: null, hasSecret: false, updatedAt: null } }),
      'cli/wx/mp/v1/account/save': () =>
        ++saves === 1
          ? {
              code: 403,
              msg: "WeChat refused this server's address 203.0.113.9: add it to the IP whitelist",
              data: { errcode: 40164 },
            }
          : { code: 200, data: { appId: APP_ID, hasSecret: true, updatedAt: '2026-01-01T10:00:00.000Z' } },
      'cli/wx/mp/v1/account/del': () => ({ code: 200, data: null }),
    });
    const appId = await screen.findByLabelText('AppID');
    fireEvent.change(appId, { target: { value: 'wx123' } });
    fireEvent.change(screen.getByLabelText('AppSecret'), { target: { value: SECRET } });
    fireEvent.click(screen.getByRole('button', { name: 'Save account' }));
    expect(await screen.findByText(/The AppID is "wx" followed by 16 letters or digits/)).toBeTruthy();
    expect(server.callsTo('cli/wx/mp/v1/account/save')).toHaveLength(0);

    fireEvent.change(appId, { target: { value: APP_ID } });
    fireEvent.click(screen.getByRole('button', { name: 'Save account' }));
    const advice = await screen.findByTestId('wechat-ip-advice');
    expect(advice.textContent).toContain('IP whitelist');
    expect(advice.textContent).toContain('add 203.0.113.9, then try again');

    fireEvent.click(screen.getByRole('button', { name: 'Save account' }));
    expect((await screen.findByTestId('wechat-account-saved')).textContent).toBe(`Saved for ${APP_ID}`);
    expect(new URLSearchParams(server.callsTo('cli/wx/mp/v1/account/save')[1]!.body!).get('appSecret')).toBe(SECRET);
    // The secret is never shown back: no field holds it any more.
    expect(document.body.innerHTML).not.toContain(SECRET);
    expect(screen.getByRole('button', { name: 'Replace' })).toBeTruthy();

    // Remove asks once more, in place; then the empty form is back.
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByText('Forget this Official Account?')).toBeTruthy();
    expect(server.callsTo('cli/wx/mp/v1/account/del')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByLabelText('AppID')).toBeTruthy();
    expect(server.callsTo('cli/wx/mp/v1/account/del')).toHaveLength(1);
  });

  it('refuses a short AppSecret in Chinese, in the contract’s words', async () => {
    await i18next.changeLanguage('zh_CN');
    show({
      'cli/wx/mp/v1/account/get': () => ({ code: 200, data: { appId: null, hasSecret: false, updatedAt: null } }),
    });
    fireEvent.change(await screen.findByLabelText('AppID'), { target: { value: APP_ID } });
    fireEvent.change(screen.getByLabelText('AppSecret'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: '保存公众号' }));
    expect(await screen.findByText(/AppSecret 为 32 位/)).toBeTruthy();
  });
});

describe('publishing to the Official Account', () => {
  it('checks the title against WeChat’s limit before sending', async () => {
    const server = show({}, { title: '长'.repeat(33) });
    expect(await screen.findByText('The title must not exceed 32 characters for WeChat (33 now)')).toBeTruthy();
    const publish = screen.getByRole('button', { name: /Publish to the Official Account/ });
    expect((publish as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(publish);
    expect(server.callsTo('cli/write/doc/v1/wechatPublish')).toHaveLength(0);
  });

  it('refuses an author over 16 and a summary over 128 characters with the contract’s messages', async () => {
    const server = show({});
    fireEvent.change(await screen.findByLabelText('Author'), { target: { value: '作'.repeat(17) } });
    fireEvent.change(screen.getByLabelText('Summary'), { target: { value: 's'.repeat(129) } });
    fireEvent.click(screen.getByRole('button', { name: /Publish to the Official Account/ }));
    expect(await screen.findByText("The author's name must not exceed 16 characters for WeChat (17 now)")).toBeTruthy();
    expect(await screen.findByText('The summary must not exceed 128 characters for WeChat (129 now)')).toBeTruthy();
    expect(server.callsTo('cli/write/doc/v1/wechatPublish')).toHaveLength(0);
  });

  it('publishes, then follows the status until WeChat says published, with the article link', async () => {
    const order: string[] = [];
    const flush = vi.fn(async () => void order.push('flush'));
    const server = show(
      {
        'cli/write/doc/v1/wechatPublish': () => {
          order.push('publish');
          return { code: 200, data: publication({}) };
        },
        'cli/write/doc/v1/wechatStatus': () => ({
          code: 200,
          data: publication({ status: 'published', articleUrl: 'https://mp.weixin.qq.com/s/fake' }),
        }),
      },
      { flush },
    );
    expect(await screen.findByText('Not published to the Official Account yet.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Author'), { target: { value: 'Ink' } });
    fireEvent.click(screen.getByRole('button', { name: /Publish to the Official Account/ }));
    const status = await screen.findByTestId('wechat-publication');
    await waitFor(() => expect(status.textContent).toContain('WeChat is publishing it…'));
    expect(server.callsTo('cli/write/doc/v1/wechatPublish')[0]!.json).toMatchObject({
      id: 'd1',
      author: 'Ink',
      style: { theme: 'default', primaryColor: '#0F4C81' },
    });
    expect(server.callsTo('cli/write/doc/v1/wechatPublish')[0]!.json.cover).toBeUndefined();
    // What is typed is saved first: WeChat gets the text on screen.
    expect(order).toEqual(['flush', 'publish']);
    await waitFor(() => expect(status.textContent).toContain('Published'), { timeout: 8_000 });
    const link = within(status).getByRole('link', { name: 'Open the article' });
    expect(link.getAttribute('href')).toBe('https://mp.weixin.qq.com/s/fake');
    expect(server.callsTo('cli/write/doc/v1/wechatStatus')[0]!.json).toEqual({ id: 'd1', publishId: '2247000001' });
  }, 15_000);

  it('resumes following a stored publication after a reload, stops when final, and shows WeChat’s reason', async () => {
    const server = show({
      'cli/write/doc/v1/wechatLatest': () => ({ code: 200, data: publication({}) }),
      'cli/write/doc/v1/wechatStatus': () => ({
        code: 200,
        data: publication({
          status: 'failed',
          wechatStatus: 'auditFailed',
          reason: "WeChat's review refused the article",
        }),
      }),
    });
    const status = await screen.findByTestId('wechat-publication');
    await waitFor(() => expect(status.textContent).toContain('WeChat is publishing it…'));
    expect(
      (screen.getByRole('button', { name: /Publish to the Official Account/ }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await waitFor(() => expect(status.textContent).toContain('Failed'), { timeout: 8_000 });
    expect(status.textContent).toContain("WeChat's review refused the article");
    // Final: no more asking.
    const asked = server.callsTo('cli/write/doc/v1/wechatStatus').length;
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    expect(server.callsTo('cli/write/doc/v1/wechatStatus')).toHaveLength(asked);
    expect(asked).toBe(1);
  }, 20_000);
});
