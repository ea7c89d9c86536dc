import { describe, expect, it } from 'vitest';
import { isPreferredBrowser, isWeChat } from './browser.ts';

const UA = {
  chrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  headless:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
  edge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) ' +
    'Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.68',
  chromeIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
    'CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  firefoxIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
    'FxiOS/127.0 Mobile/15E148 Safari/605.1.15',
  safari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
    'Version/17.5 Safari/605.1.15',
  wechat:
    'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) ' +
    'Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 ' +
    'MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64',
};

describe('preferred browser', () => {
  it.each([
    ['chrome', true],
    ['headless', true],
    ['edge', true],
    ['chromeIos', true],
    ['wechat', true],
    ['firefox', false],
    ['firefoxIos', false],
    ['safari', false],
  ] as const)('%s → %s', (name, preferred) => {
    expect(isPreferredBrowser(UA[name])).toBe(preferred);
  });

  it('detects the WeChat in-app browser', () => {
    expect(isWeChat(UA.wechat)).toBe(true);
    expect(isWeChat(UA.chrome)).toBe(false);
  });
});
