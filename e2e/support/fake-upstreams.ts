/** Where the browser suite's fake upstreams listen (E2E_PORT + offset), and what they accept. */
export const FAKE_PORT_OFFSETS = { ready: 1, wechat: 2, stt: 3 } as const;

/**
 * The one Official Account the fake WeChat knows; a test saves it in the studio's account form, which
 * takes only what WeChat issues (an AppSecret is 32 letters or digits).
 */
export const FAKE_WECHAT_ACCOUNT = { appId: 'wxe2e0000000000001', secret: 'e2e0official0account0secret00001' } as const;

export function fakeUpstreamUrl(appPort: number, name: keyof typeof FAKE_PORT_OFFSETS): string {
  return `http://127.0.0.1:${appPort + FAKE_PORT_OFFSETS[name]}`;
}
