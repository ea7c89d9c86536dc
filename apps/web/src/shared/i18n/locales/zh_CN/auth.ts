import type source from '../en/auth.ts';
import type { Catalogue } from '../../catalogue.ts';

export default {
  'mode.1': '手机号登录',
  'mode.2': '邮箱登录',
  'mode.9': '账号密码登录',
  'mode.6': '注册账号',
  'mode.4': '验证邮箱',
  'mode.8': '通过邮箱重置密码',
  'mode.7': '通过手机号重置密码',
  'hint.1': '输入手机号和短信收到的 4 位验证码。',
  'hint.2': '输入邮箱地址和密码。',
  'hint.9': '输入账号和密码。',
  'hint.6': '使用邮箱地址和 8-16 位密码注册。',
  'hint.4': '输入发送到你邮箱的验证码。',
  'hint.8': '我们会向你的邮箱发送验证码，用于设置新密码。',
  'hint.7': '我们会向你的手机发送验证码，用于设置新密码。',
  unavailable: '此服务器暂未开放登录。',
  'switch.label': '其他方式',
  agreement: '继续即表示你同意<terms>《用户协议》</terms>和<privacy>《隐私政策》</privacy>。',
} satisfies Catalogue<typeof source>;
