import fs from 'node:fs';
import type { PayMethod } from '@inkstone/contract/billing';
import type { Config } from '../../../platform/config.ts';
import { alipayClient, type AlipayClient } from './alipay/client.ts';
import { wechatPayClient, type WechatPayClient } from './wechatpay/client.ts';

type Settings = Pick<
  Config,
  | 'EDITION'
  | 'WECHATPAY_MCH_ID'
  | 'WECHATPAY_APP_ID'
  | 'WECHATPAY_CERT_SERIAL'
  | 'WECHATPAY_PRIVATE_KEY'
  | 'WECHATPAY_API_V3_KEY'
  | 'WECHATPAY_PLATFORM_CERT'
  | 'WECHATPAY_PLATFORM_SERIAL'
  | 'WECHATPAY_API_BASE'
  | 'WECHAT_APP_ID'
  | 'ALIPAY_APP_ID'
  | 'ALIPAY_PRIVATE_KEY'
  | 'ALIPAY_PUBLIC_KEY'
  | 'ALIPAY_GATEWAY'
>;

/** The Chinese edition's payment providers, each present only when all of its keys are set. */
export type ChinaProviders = { wechatpay: WechatPayClient | null; alipay: AlipayClient | null };

/** A key given as PEM text, or as the path of a PEM file (how keys are usually mounted). */
export function readPem(value: string, name: string): string {
  if (value.includes('-----BEGIN')) return value.replaceAll('\\n', '\n');
  try {
    return fs.readFileSync(value, 'utf8');
  } catch (error) {
    throw new Error(`${name}: neither PEM text nor a readable file (${(error as Error).message})`, { cause: error });
  }
}

export function wechatPayConfigured(config: Settings): boolean {
  return (
    config.WECHATPAY_MCH_ID !== '' &&
    (config.WECHATPAY_APP_ID || config.WECHAT_APP_ID) !== '' &&
    config.WECHATPAY_CERT_SERIAL !== '' &&
    config.WECHATPAY_PRIVATE_KEY !== '' &&
    config.WECHATPAY_API_V3_KEY !== '' &&
    config.WECHATPAY_PLATFORM_CERT !== '' &&
    config.WECHATPAY_PLATFORM_SERIAL !== ''
  );
}

export function alipayConfigured(config: Settings): boolean {
  return config.ALIPAY_APP_ID !== '' && config.ALIPAY_PRIVATE_KEY !== '' && config.ALIPAY_PUBLIC_KEY !== '';
}

/**
 * Builds the clients once, at start: a key that cannot be read stops the server with its
 * variable's name, like any bad configuration. The global edition sells through Stripe only.
 */
export function chinaProviders(config: Settings): ChinaProviders {
  if (config.EDITION !== 'cn') return { wechatpay: null, alipay: null };
  return {
    wechatpay: wechatPayConfigured(config)
      ? wechatPayClient({
          mchId: config.WECHATPAY_MCH_ID,
          appId: config.WECHATPAY_APP_ID || config.WECHAT_APP_ID,
          certSerial: config.WECHATPAY_CERT_SERIAL,
          privateKey: readPem(config.WECHATPAY_PRIVATE_KEY, 'WECHATPAY_PRIVATE_KEY'),
          apiV3Key: config.WECHATPAY_API_V3_KEY,
          platformKey: readPem(config.WECHATPAY_PLATFORM_CERT, 'WECHATPAY_PLATFORM_CERT'),
          platformSerial: config.WECHATPAY_PLATFORM_SERIAL,
          apiBase: config.WECHATPAY_API_BASE,
        })
      : null,
    alipay: alipayConfigured(config)
      ? alipayClient({
          appId: config.ALIPAY_APP_ID,
          privateKey: readPem(config.ALIPAY_PRIVATE_KEY, 'ALIPAY_PRIVATE_KEY'),
          alipayPublicKey: readPem(config.ALIPAY_PUBLIC_KEY, 'ALIPAY_PUBLIC_KEY'),
          gateway: config.ALIPAY_GATEWAY,
        })
      : null,
  };
}

/** The methods the pay page offers, in its order: WeChat Pay first. */
export function methodsOf(providers: ChinaProviders): PayMethod[] {
  return (['wechatpay', 'alipay'] as const).filter((method) => providers[method] !== null);
}

/** The payer's browser, from its User-Agent: WeChat's in-app browser pays by JSAPI, phones by H5/WAP. */
export function deviceOf(userAgent: string | undefined): 'wechat' | 'mobile' | 'desktop' {
  const agent = userAgent ?? '';
  if (/MicroMessenger/i.test(agent)) return 'wechat';
  if (/Mobile|Android|iPhone|iPad|iPod|HarmonyOS/i.test(agent)) return 'mobile';
  return 'desktop';
}
