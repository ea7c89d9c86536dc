import { describe, expect, it } from 'vitest';
import { installVariant } from './install-steps.ts';

describe('add-to-desktop variant', () => {
  it('picks WeChat, phone or computer steps from the user agent', () => {
    expect(
      installVariant('Mozilla/5.0 (Linux; Android 13) Chrome/116 Mobile Safari/537.36 MicroMessenger/8.0.47'),
    ).toBe('wechat');
    expect(
      installVariant('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Version/17.5 Mobile/15E148 Safari/604.1'),
    ).toBe('mobile');
    expect(installVariant('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126.0 Mobile Safari/537.36')).toBe('mobile');
    expect(installVariant('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0 Safari/537.36')).toBe('desktop');
  });
});
