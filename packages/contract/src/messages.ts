import type { Language } from './edition.ts';

/**
 * Messages the server puts in `msg`, in both languages. Contract schemas name these keys
 * as their zod error text, so the server and the web forms show the same words.
 * English texts of SPEC.md §5, §6 and §8 are kept word for word.
 */
const en = {
  'validation.email': 'Please enter a valid email address',
  'validation.password': '8-16 characters, including at least letters and numbers',
  'validation.passwordMismatch': 'Passwords does not match!',
  'validation.required': 'Value is required',
  'validation.requiredField': '{value} cannot be empty',
  'validation.phone': 'Please enter a valid phone number',
  'validation.smsCode': 'Please enter the 4-digit code',
  'validation.nameTooLong': 'The name must not exceed 100 characters',
  'validation.content': 'please fill in',
  'validation.terms': 'Please read and agree to the terms first',
  'validation.customInstructions': 'Custom instructions must not exceed 1500 characters',
  'validation.url': 'Please enter a valid http(s) address',
  'errors.invalidField': 'Invalid value for "{field}"',
  'errors.invalidRequest': 'The request is not valid',
  'errors.malformedBody': 'The request body could not be read',
  'errors.tooLarge': 'The request is too large',
  'errors.fileTooLarge': 'The file is larger than {limit}',
  'errors.unsupportedMedia': 'This kind of content is not supported',
  'errors.fileType': 'This file type is not accepted',
  'errors.notFound': 'Not found',
  'errors.routeNotFound': 'No such API: {method} {url}',
  'errors.unauthorized': 'please log in first',
  'errors.forbidden': 'Sorry! You do not have permission to perform this action!',
  'errors.tooManyRequests': 'Too many requests, please try again later',
  'errors.server': 'Something went wrong on our side, please try again later',
  'errors.unavailable': 'The service is shutting down, please try again shortly',
  'errors.uploadFailed': 'upload failed',
  'jobs.failedAfterRetries': 'Failed after {attempts} attempts: {reason}',
} as const;

export type MessageKey = keyof typeof en;

const zh_CN: Record<MessageKey, string> = {
  'validation.email': '请输入有效的邮箱地址',
  'validation.password': '8-16 位字符，至少包含字母和数字',
  'validation.passwordMismatch': '两次输入的密码不一致！',
  'validation.required': '此项为必填项',
  'validation.requiredField': '{value}不能为空',
  'validation.phone': '请输入有效的手机号',
  'validation.smsCode': '请输入 4 位验证码',
  'validation.nameTooLong': '名称不能超过 100 个字符',
  'validation.content': '请填写内容',
  'validation.terms': '请先阅读并同意用户协议',
  'validation.customInstructions': '自定义指令不能超过 1500 个字符',
  'validation.url': '请输入有效的 http(s) 地址',
  'errors.invalidField': '“{field}”的值无效',
  'errors.invalidRequest': '请求无效',
  'errors.malformedBody': '无法读取请求内容',
  'errors.tooLarge': '请求内容过大',
  'errors.fileTooLarge': '文件大小超过 {limit}',
  'errors.unsupportedMedia': '不支持此类内容',
  'errors.fileType': '不支持此文件类型',
  'errors.notFound': '未找到',
  'errors.routeNotFound': '不存在的接口：{method} {url}',
  'errors.unauthorized': '请先登录',
  'errors.forbidden': '抱歉！您没有权限执行此操作！',
  'errors.tooManyRequests': '请求过于频繁，请稍后再试',
  'errors.server': '服务器出了点问题，请稍后再试',
  'errors.unavailable': '服务正在关闭，请稍后再试',
  'errors.uploadFailed': '上传失败',
  'jobs.failedAfterRetries': '重试 {attempts} 次后失败：{reason}',
};

export const serverMessages: Record<Language, Record<MessageKey, string>> = { en, zh_CN };

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(en, value);
}

/** Fills `{name}` placeholders; unknown placeholders are left as written. */
export function formatMessage(
  language: Language,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  return serverMessages[language][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
