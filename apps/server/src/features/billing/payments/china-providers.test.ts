import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../platform/config.ts';
import { chinaProviders, deviceOf, methodsOf } from './china-providers.ts';
import { AGENTS } from './testing/checkout-steps.ts';
import { startChinaPayFakes } from './testing/china-test-env.ts';

describe('which methods the pay page offers', () => {
  it('each method only once all of its keys are set, only in the Chinese edition, WeChat Pay first', async () => {
    const fakes = await startChinaPayFakes();
    try {
      const { env } = fakes;
      const only = (prefix: string) =>
        Object.fromEntries(Object.entries(env).filter(([name]) => name === 'EDITION' || name.startsWith(prefix)));
      expect(methodsOf(chinaProviders(loadConfig(env)))).toEqual(['wechatpay', 'alipay']);
      expect(methodsOf(chinaProviders(loadConfig(only('ALIPAY_'))))).toEqual(['alipay']);
      // WeChat Pay without its platform key (or the AppID) is not offered.
      const wechat = { ...only('WECHAT'), WECHATPAY_PLATFORM_CERT: '' };
      expect(methodsOf(chinaProviders(loadConfig(wechat)))).toEqual([]);
      expect(methodsOf(chinaProviders(loadConfig({ ...env, EDITION: 'global' })))).toEqual([]);
      // A key that is neither PEM text nor a readable file stops the server, naming its variable.
      expect(() => chinaProviders(loadConfig({ ...env, ALIPAY_PRIVATE_KEY: '/no/such/key.pem' }))).toThrow(
        'ALIPAY_PRIVATE_KEY: neither PEM text nor a readable file',
      );
    } finally {
      await fakes.close();
    }
  });

  it('tells WeChat’s in-app browser, phones and desktops apart', () => {
    expect(deviceOf(AGENTS.wechat)).toBe('wechat');
    expect(deviceOf(AGENTS.mobile)).toBe('mobile');
    expect(deviceOf(AGENTS.desktop)).toBe('desktop');
    expect(deviceOf(undefined)).toBe('desktop');
  });

  it('refuses yuan prices that are not amounts at start', () => {
    expect(() => loadConfig({ CN_PRICE_QA_PLAN: 'month:68,week:10' })).toThrow('CN_PRICE_QA_PLAN');
    expect(() => loadConfig({ CN_PRICE_QA_PACKAGE: '18.123' })).toThrow('CN_PRICE_QA_PACKAGE');
    expect(loadConfig({ CN_PRICE_QA_PACKAGE: '18.8' }).CN_PRICE_QA_PACKAGE).toBe('18.8');
  });
});
