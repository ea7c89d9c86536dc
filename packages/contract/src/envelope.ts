import { z } from 'zod';

/**
 * Every JSON answer is wrapped as `{ code, msg, type?, data? }` (DESIGN.md §2).
 * `code` 200 is success; anything else is an error the client shows as a toast.
 */
export const ResultCode = {
  ok: 200,
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  quotaExceeded: 402,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  unsupportedMedia: 415,
  tooManyRequests: 429,
  serverError: 500,
  unavailable: 503,
} as const;
export type ResultCode = (typeof ResultCode)[keyof typeof ResultCode];

/** `type: "WARN"` asks the client for a warning toast instead of an error toast. */
export const MessageType = { warn: 'WARN', error: 'ERROR' } as const;

export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.number().int(),
    msg: z.string(),
    type: z.enum(['WARN', 'ERROR']).optional(),
    data,
  });
}

export const errorEnvelope = z.object({
  code: z.number().int(),
  msg: z.string(),
  type: z.enum(['WARN', 'ERROR']).optional(),
  data: z.unknown().optional(),
});
export type Envelope<T> = { code: number; msg: string; type?: 'WARN' | 'ERROR'; data: T };

/** Header names the web client sends on every call (SPEC.md §7). */
export const Headers = {
  authorization: 'authorization',
  appCode: 'x-app-code',
  apiVersion: 'x-api-version',
  acceptLanguage: 'accept-language',
  requestId: 'x-request-id',
} as const;

export const API_BASE = '/api';
export const API_VERSION = 'v1';
export const APP_CODE = 'inkstone-web';
