import { serverMessages, type MessageKey } from '@inkstone/contract/messages';
import { describe, expect, it } from 'vitest';
import { en } from './locales/en/index.ts';
import { zh_CN } from './locales/zh_CN/index.ts';

describe('form validation texts', () => {
  it.each(Object.keys(en.validation))('%s reads exactly as the server says it, in both languages', (key) => {
    const serverKey = `validation.${key}` as MessageKey;
    expect(en.validation[key as keyof typeof en.validation]).toBe(serverMessages.en[serverKey]);
    expect(zh_CN.validation[key as keyof typeof en.validation]).toBe(serverMessages.zh_CN[serverKey]);
  });

  it('keeps the SPEC §5 wording', () => {
    expect(en.validation).toMatchObject({
      email: 'Please enter a valid email address',
      password: '8-16 characters, including at least letters and numbers',
      passwordMismatch: 'Passwords does not match!',
      required: 'Value is required',
      phone: 'Please enter a valid phone number',
    });
  });
});
