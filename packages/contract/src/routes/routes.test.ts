import { describe, expect, it } from 'vitest';
import { streamFrameSchema } from '../chat.ts';
import { allRoutes, routes } from './index.ts';
import { anyPushSchema } from './pushes.ts';

describe('the route table', () => {
  it('names each method and path once, relative to the API base', () => {
    const keys = allRoutes.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of allRoutes) expect(route.path).toMatch(/^[a-zA-Z][\w/:.-]*$/);
  });

  it('keeps SPEC §7 spellings and encodings', () => {
    expect(routes.auth.sendSmsCode).toMatchObject({ method: 'GET', path: 'custom/sms/v1/sendKaptcha' });
    expect(routes.auth.mobile.encoding).toBe('form');
    expect(routes.chat.webSocketChat.encoding).toBe('form');
    expect(routes.draw.change.encoding).toBe('form');
    expect(routes.account.setUserSetting.encoding).toBe('json');
  });

  it('gives every stream a frame schema, and no other route one', () => {
    for (const route of allRoutes) expect(route.answer === 'sse').toBe(route.frame !== undefined);
  });

  it('sends bodies only on POST', () => {
    for (const route of allRoutes) if (route.body) expect(route.method).toBe('POST');
  });
});

describe('frames and pushes', () => {
  it('parses the frames a chat stream sends and refuses a made-up one', () => {
    const parses = (frame: unknown) => streamFrameSchema.safeParse(frame).success;
    expect(parses({ code: 200, end: false, data: { type: 'text', content: 'hi' } })).toBe(true);
    expect(parses({ code: 500, end: true, data: 'upstream failed' })).toBe(true);
    expect(parses({ code: 200, end: true, data: { type: 'text', content: 'hi' } })).toBe(false);
  });

  it('tells pushes apart by type', () => {
    const draw = { type: 'draw', mjTaskId: 't1', action: 'CREATE', code: '01', progress: 40, content: '40%' };
    const rest = { url: null, failReason: null, parentId: null, index: null, provider: 'offline' };
    const parsed = anyPushSchema.safeParse({ ...draw, ...rest });
    expect(parsed.success && parsed.data.type).toBe('draw');
    expect(anyPushSchema.safeParse({ type: 'chat', msgId: 'm1' }).success).toBe(false);
  });
});
