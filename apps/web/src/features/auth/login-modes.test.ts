import { describe, expect, it } from 'vitest';
import { defaultLoginMode, LoginMode } from './login-modes.ts';

describe('login modes', () => {
  it('keeps the numbers of SPEC §4', () => {
    expect(LoginMode).toEqual({
      mobile: 1,
      email: 2,
      account: 9,
      signup: 6,
      emailVerify: 4,
      emailReset: 8,
      mobileReset: 7,
    });
  });

  it('opens on phone for zh_CN, email otherwise, and signup with an invite', () => {
    expect(defaultLoginMode('zh_CN', '')).toBe(LoginMode.mobile);
    expect(defaultLoginMode('en', '')).toBe(LoginMode.email);
    expect(defaultLoginMode('zh_CN', '?invite=abc')).toBe(LoginMode.signup);
    expect(defaultLoginMode('en', '?x=1&invite=abc')).toBe(LoginMode.signup);
  });
});
