import { describe, expect, it } from 'vitest';
import { en } from './locales/en/index.ts';
import { zh_CN } from './locales/zh_CN/index.ts';

describe('form validation texts', () => {
  it('keeps the SPEC §5 wording', () => {
    expect(en.validation).toMatchObject({
      email: 'Please enter a valid email address',
      password: '8-16 characters, including at least letters and numbers',
      passwordMismatch: 'Passwords does not match!',
      required: 'Value is required',
      phone: 'Please enter a valid phone number',
    });
    expect(zh_CN.validation).toMatchObject({ passwordMismatch: '两次输入的密码不一致！', required: '此项为必填项' });
  });
});
