/** Where the browser suite's fake upstreams listen (E2E_PORT + offset), and what they accept. */
export const FAKE_PORT_OFFSETS = { ready: 1, wechat: 2, stt: 3, search: 4, wechatpay: 5, alipay: 6 } as const;

/** The Chinese edition's server (WeChat Pay and Alipay against the fakes) listens at E2E_PORT + this. */
export const CN_SERVER_PORT_OFFSET = 10;

/** Where the fakes leave the Chinese edition's payment settings (their keys are made at start). */
export const chinaPayEnvFile = (dataDir: string) => `${dataDir}/cn-pay-env.json`;

/**
 * The one Official Account the fake WeChat knows; a test saves it in the studio's account form, which
 * takes only what WeChat issues (an AppSecret is 32 letters or digits).
 */
export const FAKE_WECHAT_ACCOUNT = { appId: 'wxe2e0000000000001', secret: 'e2e0official0account0secret00001' } as const;

/** The article the fake SearXNG finds for any question, served by the fake itself. */
export const FAKE_SEARCH_PAGE = {
  slug: 'longjing',
  title: 'Longjing tea, pan-fired',
  html:
    '<!doctype html><html><head><title>Longjing tea</title></head><body><article><h1>Longjing tea</h1>' +
    '<p>Longjing leaves are pan-fired by hand in a hot wok, which gives them their flat shape. ' +
    'The spring harvest before Qingming is the most prized of the year.</p></article></body></html>',
} as const;

export function fakeUpstreamUrl(appPort: number, name: keyof typeof FAKE_PORT_OFFSETS): string {
  return `http://127.0.0.1:${appPort + FAKE_PORT_OFFSETS[name]}`;
}

/** The Chinese edition's server, as tests/pay-cn.spec.ts reaches it. */
export const cnServerUrl = () => `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + CN_SERVER_PORT_OFFSET}`;
