/** How the app reaches its WeChat Pay merchant account (config turns files and env into these PEM strings). */
export type WechatPaySettings = {
  mchId: string;
  appId: string;
  /** Merchant API certificate serial (serial_no in Authorization). */
  certSerial: string;
  /** Merchant private key, PEM (PKCS#8 or PKCS#1). */
  privateKey: string;
  /** 32 bytes, for notification/resource decryption. */
  apiV3Key: string;
  /** PEM of the platform certificate OR of the WeChat Pay public key. */
  platformKey: string;
  /** Its serial / public key id; answers signed with another serial are refused. */
  platformSerial: string;
  /** https://api.mch.weixin.qq.com by default; the fake in tests. */
  apiBase: string;
  /** Default 10_000. */
  timeoutMs?: number;
};

export const DEFAULT_API_BASE = 'https://api.mch.weixin.qq.com';
export const DEFAULT_TIMEOUT_MS = 10_000;

/** How far a WeChat Pay timestamp may be from our clock (its documented replay window). */
export const MAX_CLOCK_SKEW_SECONDS = 5 * 60;
