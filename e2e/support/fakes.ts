/**
 * The local fakes of upstream providers the browser suite's server talks to, started as one
 * process before it (Playwright's first web server). Each speaks its provider's documented wire
 * format on a port of its own, E2E_PORT + offset, so the server is pointed at it by configuration
 * exactly as it would be at the real provider.
 */
import fs from 'node:fs';
import http from 'node:http';
import { startFakeSearch } from '../../apps/server/src/ai/web-search/test-kit.ts';
import { startChinaPayFakes } from '../../apps/server/src/features/billing/payments/testing/china-test-env.ts';
import { fakeWechat } from '../../apps/server/src/features/wechat/test-kit.ts';
import { chinaPayEnvFile, FAKE_PORT_OFFSETS, FAKE_SEARCH_PAGE, FAKE_WECHAT_ACCOUNT } from './fake-upstreams.ts';
import { startFakeSpeech } from './fake-stt.ts';

const appPort = Number(process.env.E2E_PORT ?? 3100);

function listen(server: http.Server, offset: number): Promise<void> {
  return new Promise((resolve) => server.listen(appPort + offset, '127.0.0.1', resolve));
}

const wechat = fakeWechat({ [FAKE_WECHAT_ACCOUNT.appId]: FAKE_WECHAT_ACCOUNT.secret });
await listen(wechat.server, FAKE_PORT_OFFSETS.wechat);

// Speech recognition (OpenAI-compatible /v1/audio/transcriptions): a line per 5 s of each piece.
await startFakeSpeech(appPort + FAKE_PORT_OFFSETS.stt);

// Web search (SearXNG's GET /search?format=json), serving the pages its results point at too.
await startFakeSearch({ port: appPort + FAKE_PORT_OFFSETS.search, pages: [{ ...FAKE_SEARCH_PAGE }] });

// WeChat Pay (with WeChat's OAuth) and Alipay for the Chinese edition's server, which reads their
// freshly made keys from the file written here.
const pay = await startChinaPayFakes({
  wechatPort: appPort + FAKE_PORT_OFFSETS.wechatpay,
  alipayPort: appPort + FAKE_PORT_OFFSETS.alipay,
});
fs.writeFileSync(chinaPayEnvFile(process.env.INKSTONE_E2E_DATA!), JSON.stringify(pay.env));

// Playwright waits for this answer before it starts the app's server.
const ready = http.createServer((_request, response) => response.end('ok'));
await listen(ready, FAKE_PORT_OFFSETS.ready);
