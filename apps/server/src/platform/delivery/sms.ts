import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { recordInOutbox } from './outbox.ts';

/**
 * A text message. A sign-in code goes through the configured code template (`code`); any other
 * message names its own provider template and parameters (`template`), as SMS providers in China
 * send only pre-approved templates.
 */
export type Sms = {
  countryCode: string;
  mobile: string;
  text: string;
  code?: string;
  template?: { code: string; params: Record<string, string> };
};
export interface SmsSender {
  readonly kind: 'outbox' | 'aliyun';
  send(sms: Sms): Promise<void>;
}

export const smsTarget = (countryCode: string, mobile: string) => `+${countryCode} ${mobile}`;

export function outboxSms(db: Db, log: FastifyBaseLogger): SmsSender {
  return {
    kind: 'outbox',
    send: (sms) =>
      recordInOutbox(
        db,
        log,
        { channel: 'sms', to: smsTarget(sms.countryCode, sms.mobile), subject: 'SMS', text: sms.text, code: sms.code },
        'outbox',
      ),
  };
}

export type AliyunSettings = {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  endpoint: string;
};

/** Aliyun's RPC percent-encoding: RFC 3986, with space as %20 and ~ left alone. */
const percent = (value: string) =>
  encodeURIComponent(value)
    .replace(/\+/g, '%20')
    .replace(/\*/g, '%2A')
    .replace(/%7E/g, '~')
    .replace(/[!'()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Signs an Aliyun RPC request (signature version 1.0, HMAC-SHA1 over the sorted query). */
export function signAliyun(params: Record<string, string>, secret: string, method = 'GET'): string {
  const canonical = Object.keys(params)
    .sort()
    .map((key) => `${percent(key)}=${percent(params[key]!)}`)
    .join('&');
  const stringToSign = `${method}&${percent('/')}&${percent(canonical)}`;
  return createHmac('sha1', `${secret}&`).update(stringToSign).digest('base64');
}

/**
 * Aliyun SMS (dysmsapi SendSms). The template is expected to take `${code}`; numbers outside
 * mainland China carry their country code, as the API requires.
 */
export function aliyunSms(settings: AliyunSettings, db: Db, log: FastifyBaseLogger): SmsSender {
  return {
    kind: 'aliyun',
    async send(sms) {
      const params: Record<string, string> = {
        AccessKeyId: settings.accessKeyId,
        Action: 'SendSms',
        Format: 'JSON',
        PhoneNumbers: sms.countryCode === '86' ? sms.mobile : `${sms.countryCode}${sms.mobile}`,
        RegionId: 'cn-hangzhou',
        SignName: settings.signName,
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: randomUUID(),
        SignatureVersion: '1.0',
        TemplateCode: sms.template?.code ?? settings.templateCode,
        TemplateParam: JSON.stringify(sms.template?.params ?? { code: sms.code }),
        Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
        Version: '2017-05-25',
      };
      const query = new URLSearchParams({ ...params, Signature: signAliyun(params, settings.accessKeySecret) });
      const response = await fetch(`${settings.endpoint}?${query}`, { signal: AbortSignal.timeout(10_000) });
      const body = (await response.json().catch(() => ({}))) as { Code?: string; Message?: string };
      if (!response.ok || body.Code !== 'OK')
        throw new Error(`Aliyun SMS refused: ${body.Code ?? response.status} ${body.Message ?? ''}`.trim());
      await recordInOutbox(
        db,
        log,
        { channel: 'sms', to: smsTarget(sms.countryCode, sms.mobile), subject: 'SMS', text: '(sent by Aliyun SMS)' },
        'aliyun',
      );
    },
  };
}
