import { startFakeAlipay, type FakeAlipay } from '../alipay/test-kit.ts';
import { startFakeWechatPay, type FakeWechatPay } from '../wechatpay/test-kit.ts';

/**
 * Local fakes of WeChat Pay (with WeChat's OAuth) and Alipay, and the environment that points
 * the Chinese edition's server at them: for the API tests and the browser suite.
 */
export async function startChinaPayFakes(options: { wechatPort?: number; alipayPort?: number } = {}) {
  const [wechat, alipay] = await Promise.all([
    startFakeWechatPay({ port: options.wechatPort }),
    startFakeAlipay({ port: options.alipayPort }),
  ]);
  return {
    wechat,
    alipay,
    env: chinaPayEnv(wechat, alipay),
    close: () => Promise.all([wechat.close(), alipay.close()]),
  };
}

export function chinaPayEnv(wechat: FakeWechatPay | null, alipay: FakeAlipay | null): Record<string, string> {
  const env: Record<string, string> = { EDITION: 'cn' };
  if (wechat) {
    const settings = wechat.settings();
    Object.assign(env, {
      WECHATPAY_MCH_ID: settings.mchId,
      WECHATPAY_APP_ID: settings.appId,
      WECHATPAY_CERT_SERIAL: settings.certSerial,
      WECHATPAY_PRIVATE_KEY: settings.privateKey,
      WECHATPAY_API_V3_KEY: settings.apiV3Key,
      WECHATPAY_PLATFORM_CERT: settings.platformKey,
      WECHATPAY_PLATFORM_SERIAL: settings.platformSerial,
      WECHATPAY_API_BASE: wechat.url,
      // The Official Account bound to the merchant: JSAPI pay's OAuth.
      WECHAT_APP_ID: wechat.appId,
      WECHAT_APP_SECRET: wechat.appSecret,
      WECHAT_API_BASE: wechat.url,
      WECHAT_OAUTH_URL: wechat.url,
    });
  }
  if (alipay) {
    const settings = alipay.settings();
    Object.assign(env, {
      ALIPAY_APP_ID: settings.appId,
      ALIPAY_PRIVATE_KEY: settings.privateKey,
      ALIPAY_PUBLIC_KEY: settings.alipayPublicKey,
      ALIPAY_GATEWAY: alipay.gateway,
    });
  }
  return env;
}
