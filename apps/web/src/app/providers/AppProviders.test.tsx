import { act, render, screen } from '@testing-library/react';
import { Button } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { i18next } from '@/shared/i18n/i18n.ts';
import { useLanguage } from '@/shared/stores/language.ts';
import { AppProviders } from './AppProviders.tsx';

afterEach(async () => {
  act(() => useLanguage.getState().setLanguage('en'));
  await i18next.changeLanguage('en');
});

describe('app providers', () => {
  it('keep two-character Chinese buttons unspaced ("登录", not "登 录")', () => {
    act(() => useLanguage.getState().setLanguage('zh_CN'));
    render(
      <AppProviders>
        <Button>登录</Button>
        <Button type="primary">保存</Button>
      </AppProviders>,
    );
    expect(screen.getByRole('button', { name: '登录' }).textContent).toBe('登录');
    expect(screen.getByRole('button', { name: '保存' }).textContent).toBe('保存');
  });
});
