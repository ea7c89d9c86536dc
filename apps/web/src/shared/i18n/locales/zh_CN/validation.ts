import type source from '../en/validation.ts';
import type { Catalogue } from '../../catalogue.ts';

export default {
  email: '请输入有效的邮箱地址',
  password: '8-16 位字符，至少包含字母和数字',
  passwordMismatch: '两次输入的密码不一致！',
  required: '此项为必填项',
  phone: '请输入有效的手机号',
  smsCode: '请输入 4 位验证码',
  emailCode: '请输入邮件中的 6 位验证码',
  terms: '请先阅读并同意用户协议',
  nickname: '昵称：1-20 个字符，可用文字、数字、空格、_ - 或 .',
  customInstructions: '自定义指令不能超过 1500 个字符',
} satisfies Catalogue<typeof source>;
