import './i18n.ts';
import {
  EMAIL_CODE_PATTERN,
  EMAIL_PATTERN,
  MOBILE_PATTERN,
  NICKNAME_PATTERN,
  PASSWORD_PATTERN,
  SMS_CODE_PATTERN,
} from '@inkstone/contract/accounts';
import { Limits } from '@inkstone/contract/limits';
import type { FormRule } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type validation from '../i18n/locales/en/validation.ts';

type T = (key: keyof typeof validation) => string;

/**
 * SPEC §5 form rules, built on the contract's patterns so that the browser refuses exactly
 * what the server refuses, with the same words. Each field shows one message at a time
 * (pair with `validateFirst` on the Form.Item).
 */
export const rules = {
  required: (t: T): FormRule[] => [{ required: true, whitespace: true, message: t('required') }],
  email: (t: T): FormRule[] => [
    { required: true, whitespace: true, message: t('email') },
    { pattern: EMAIL_PATTERN, message: t('email'), transform: (value: string) => value?.trim() },
  ],
  password: (t: T): FormRule[] => [
    { required: true, message: t('password') },
    { pattern: PASSWORD_PATTERN, message: t('password') },
  ],
  /** The confirmation must equal the field named `of` (SPEC §5 'Passwords does not match!'). */
  confirm: (t: T, of: string): FormRule[] => [
    { required: true, message: t('required') },
    ({ getFieldValue }) => ({
      validator: (_rule, value) =>
        !value || value === getFieldValue(of) ? Promise.resolve() : Promise.reject(new Error(t('passwordMismatch'))),
    }),
  ],
  phone: (t: T): FormRule[] => [
    { required: true, whitespace: true, message: t('phone') },
    { pattern: MOBILE_PATTERN, message: t('phone'), transform: (value: string) => value?.trim() },
  ],
  smsCode: (t: T): FormRule[] => [
    { required: true, message: t('smsCode') },
    { pattern: SMS_CODE_PATTERN, message: t('smsCode') },
  ],
  emailCode: (t: T): FormRule[] => [
    { required: true, message: t('emailCode') },
    { pattern: EMAIL_CODE_PATTERN, message: t('emailCode') },
  ],
  nickname: (t: T): FormRule[] => [
    { required: true, whitespace: true, message: t('required') },
    { pattern: NICKNAME_PATTERN, message: t('nickname'), transform: (value: string) => value?.trim() },
  ],
  /** The signup terms checkbox must be ticked. */
  terms: (t: T): FormRule[] => [
    { validator: (_rule, value) => (value ? Promise.resolve() : Promise.reject(new Error(t('terms')))) },
  ],
  customInstructions: (t: T): FormRule[] => [{ max: Limits.customInstructionsMax, message: t('customInstructions') }],
};

export type Rules = { [Name in Exclude<keyof typeof rules, 'confirm'>]: FormRule[] } & {
  confirm: (of: string) => FormRule[];
};

/** The rules in the current language: `const r = useRules(); <Form.Item rules={r.email}>`. */
export function useRules(): Rules {
  const { t: translate, i18n } = useTranslation('validation');
  const language = i18n.language;
  return useMemo(() => {
    void language;
    const t: T = (key) => translate(key);
    return {
      required: rules.required(t),
      email: rules.email(t),
      password: rules.password(t),
      confirm: (of: string) => rules.confirm(t, of),
      phone: rules.phone(t),
      smsCode: rules.smsCode(t),
      emailCode: rules.emailCode(t),
      nickname: rules.nickname(t),
      terms: rules.terms(t),
      customInstructions: rules.customInstructions(t),
    };
  }, [translate, language]);
}

/** Input lengths that stop typing past the rule (SPEC §9: the SMS code has 4 digits). */
export const maxLength = {
  smsCode: Limits.smsCodeLength,
  emailCode: 6,
  password: Limits.passwordMax,
  phone: 15,
  email: 254,
  nickname: 20,
} as const;
