import { expect, type Locator, type Page } from '@playwright/test';

export type Language = 'en' | 'zh_CN';

/** Every visible word the sign-in tests look for, in both languages (the app's catalogues). */
export const words = {
  en: {
    email: 'Email address',
    password: 'Password',
    newPassword: 'New password',
    confirm: 'Confirm new password',
    phone: 'Phone number',
    smsCode: '4-digit SMS code',
    emailCode: '6-digit email code',
    account: 'Phone, email or account name',
    sendCode: 'Send code',
    wait: /^(\d+) s$/,
    signInButton: /^sign in$/i,
    signOut: 'Sign out',
    forgot: 'Forgot password?',
    createAccount: 'Create an account',
    phoneMode: 'Sign in with phone',
    agree: /I have read and agree/,
    resetLogin: 'Login',
    titles: {
      1: 'Sign in with phone',
      2: 'Sign in with email',
      9: 'Sign in with password',
      6: 'Create an account',
      4: 'Verify your email',
      8: 'Reset password by email',
      7: 'Reset password by phone',
      profile: 'Your account',
    },
    toast: {
      login: 'Login successful',
      register: 'Registration successful',
      reset: 'Reset successful',
      modify: 'Modification successfully',
      update: 'Update successfully',
      bind: 'Binding successful',
    },
    invalid: {
      email: 'Please enter a valid email address',
      password: '8-16 characters, including at least letters and numbers',
      mismatch: 'Passwords does not match!',
      required: 'Value is required',
      phone: 'Please enter a valid phone number',
      terms: 'Please read and agree to the terms first',
    },
  },
  zh_CN: {
    email: '邮箱地址',
    password: '密码',
    newPassword: '新密码',
    confirm: '确认新密码',
    phone: '手机号',
    smsCode: '4 位短信验证码',
    emailCode: '6 位邮箱验证码',
    account: '手机号、邮箱或账号名',
    sendCode: '获取验证码',
    wait: /^(\d+) 秒$/,
    signInButton: /^登\s?录$/,
    signOut: '退出登录',
    forgot: '忘记密码？',
    createAccount: '注册账号',
    phoneMode: '手机号登录',
    agree: /我已阅读并同意/,
    resetLogin: '去登录',
    titles: {
      1: '手机号登录',
      2: '邮箱登录',
      9: '密码登录',
      6: '注册账号',
      4: '验证邮箱',
      8: '通过邮箱重置密码',
      7: '通过手机号重置密码',
      profile: '我的账号',
    },
    toast: {
      login: '登录成功',
      register: '注册成功',
      reset: '重置成功',
      modify: '修改成功',
      update: '更新成功',
      bind: '绑定成功',
    },
    invalid: {
      email: '请输入有效的邮箱地址',
      password: '8-16 位字符，至少包含字母和数字',
      mismatch: '两次输入的密码不一致！',
      required: '此项为必填项',
      phone: '请输入有效的手机号',
      terms: '请先阅读并同意用户协议',
    },
  },
} as const;

/** The 375px sign-in dialog: its mode, fields, countdown button, links and result panel. */
export class LoginDialog {
  readonly body: Locator;
  readonly modal: Locator;
  readonly w: (typeof words)[Language];

  constructor(
    readonly page: Page,
    readonly language: Language = 'en',
  ) {
    this.body = page.getByTestId('login-dialog');
    this.modal = page.locator('.ant-modal').filter({ has: this.body });
    this.w = words[language];
  }

  /** Opens it from the sidebar's sign-in button (the mobile top bar opens the sidebar first). */
  async open(): Promise<void> {
    const menu = this.page.getByRole('button', { name: /open menu|打开菜单/i });
    if (await menu.isVisible()) await menu.click();
    await this.page.locator('#app-sidebar').getByRole('button', { name: this.w.signInButton }).click();
    await expect(this.body).toBeVisible();
  }

  mode(): Promise<string | null> {
    return this.body.getAttribute('data-mode');
  }

  async expectMode(mode: 1 | 2 | 9 | 6 | 4 | 8 | 7 | 'profile'): Promise<void> {
    await expect(this.body).toHaveAttribute('data-mode', String(mode));
    await expect(this.modal.locator('.ant-modal-title')).toHaveText(this.w.titles[mode]);
  }

  field(
    name: keyof typeof words.en &
      ('email' | 'password' | 'newPassword' | 'confirm' | 'phone' | 'smsCode' | 'emailCode' | 'account'),
  ): Locator {
    // getByLabel: password inputs have no textbox role.
    return this.body.getByLabel(this.w[name], { exact: true });
  }

  submit(): Locator {
    return this.body.getByTestId('login-submit');
  }

  codeButton(): Locator {
    return this.body.getByTestId('code-button');
  }

  /** Seconds the countdown button shows, or null when it offers to send. */
  async countdown(): Promise<number | null> {
    const text = (await this.codeButton().innerText()).trim();
    const match = this.w.wait.exec(text);
    return match ? Number(match[1]) : null;
  }

  link(name: string | RegExp): Locator {
    return this.body.getByRole('button', { name, exact: typeof name === 'string' });
  }

  terms(): Locator {
    return this.body.getByRole('checkbox');
  }

  error(text: string): Locator {
    return this.body.locator('.ant-form-item-explain-error').filter({ hasText: text });
  }

  resetSuccess(): Locator {
    return this.body.getByTestId('reset-success');
  }
}
