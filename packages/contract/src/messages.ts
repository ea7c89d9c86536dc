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
  'validation.countryCode': 'Please choose a valid country code',
  'validation.emailCode': 'Please enter the 6-digit code from the email',
  'validation.nickname': 'Nickname: 1-20 letters, digits, spaces, _ - or .',
  'validation.avatar': 'Please upload the avatar image first',
  'auth.codeWait': 'Please wait {seconds} s before requesting another code',
  'auth.codeInvalid': 'The verification code is wrong or has expired',
  'auth.badCredentials': 'Wrong account or password',
  'auth.noAccount': 'No account uses this phone number yet',
  'auth.emailTaken': 'This email is already registered',
  'auth.emailBound': 'This email already belongs to another account',
  'auth.mobileBound': 'This phone number already belongs to another account',
  'auth.emailNotRegistered': 'No account uses this email',
  'auth.emailNotVerified': 'Please verify your email first',
  'auth.wrongPassword': 'The current password is wrong',
  'auth.tooManyAttempts': 'Too many attempts, please try again in {minutes} min',
  'mail.codeSubject': 'Your Inkstone verification code',
  'mail.codeText': 'Your Inkstone verification code is {code}. It expires in 5 minutes. If you did not ask for it, ignore this message.',
  'sms.codeText': '[Inkstone] Your verification code is {code}, valid for 5 minutes.',
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
  'validation.countryCode': '请选择有效的国家/地区代码',
  'validation.emailCode': '请输入邮件中的 6 位验证码',
  'validation.nickname': '昵称：1-20 个字符，可用文字、数字、空格、_ - 或 .',
  'validation.avatar': '请先上传头像图片',
  'auth.codeWait': '请等待 {seconds} 秒后再获取验证码',
  'auth.codeInvalid': '验证码错误或已过期',
  'auth.badCredentials': '账号或密码错误',
  'auth.noAccount': '该手机号尚未注册',
  'auth.emailTaken': '该邮箱已注册',
  'auth.emailBound': '该邮箱已绑定其他账号',
  'auth.mobileBound': '该手机号已绑定其他账号',
  'auth.emailNotRegistered': '该邮箱尚未注册',
  'auth.emailNotVerified': '请先验证邮箱',
  'auth.wrongPassword': '当前密码错误',
  'auth.tooManyAttempts': '尝试次数过多，请 {minutes} 分钟后再试',
  'mail.codeSubject': '您的 Inkstone 验证码',
  'mail.codeText': '您的 Inkstone 验证码是 {code}，5 分钟内有效。如非本人操作，请忽略本邮件。',
  'sms.codeText': '【Inkstone】您的验证码是 {code}，5 分钟内有效。',
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
