import { defaultWechatStyle } from '@inkstone/render/wechat-style';
import { beforeEach, describe, expect, it } from 'vitest';
import type { defaultSettings } from './settings-defaults.ts';
import { useSettings } from './settings.ts';
import { deepMerge } from './storage.ts';

const KEY = 'inkstone.settings';

describe('client settings', () => {
  beforeEach(() => useSettings.getState().reset());

  it('has the defaults of SPEC §3', () => {
    const state = useSettings.getState();
    expect(state.slider.isCollapse).toBe(false);
    expect(state.header.isDark).toBe(false);
    expect(state.config.setCustomInstrunctions).toBe(false);
    expect(state.chat.webSearch).toBe(false);
    expect(state.write).toMatchObject({
      listWidth: 370,
      listShown: true,
      chatWidth: 336,
      chatTab: 'chat',
      outsert: false,
    });
    // SPEC §3's WeChat defaults, as the renderer has them (the settings write them out, not import them).
    expect(state.write.wechatStyle).toEqual(defaultWechatStyle);
    expect(defaultWechatStyle).toMatchObject({ theme: 'default', primaryColor: '#0F4C81', fontSize: '14px' });
    expect(state.write.posterStyle).toEqual({ background: 'blue', margin: 6, padding: 6, opacity: 90 });
    expect(state.notebook).toEqual({ leftWidth: 370, chatWidth: 336 });
  });

  it('persists a change to localStorage without touching sibling fields', () => {
    useSettings.getState().update('write', { outsert: true });
    const stored = JSON.parse(localStorage.getItem(KEY) ?? '{}') as { state: typeof defaultSettings };
    expect(stored.state.write.outsert).toBe(true);
    expect(stored.state.write.listWidth).toBe(370);
    expect(stored.state).not.toHaveProperty('update');
  });

  it('restores stored values and fills in defaults the stored copy lacks', async () => {
    const old = { slider: { isCollapse: true }, write: { listWidth: 420, wechatStyle: { fontSize: '16px' } } };
    localStorage.setItem(KEY, JSON.stringify({ state: old, version: 1 }));
    await useSettings.persist.rehydrate();
    const state = useSettings.getState();
    expect(state.slider.isCollapse).toBe(true);
    expect(state.write.listWidth).toBe(420);
    expect(state.write.wechatStyle.fontSize).toBe('16px');
    expect(state.write.wechatStyle.primaryColor).toBe('#0F4C81');
    expect(state.write.chatWidth).toBe(336);
    expect(state.header.isDark).toBe(false);
    expect(typeof state.update).toBe('function');
  });
});

describe('deepMerge', () => {
  it('keeps defaults and takes stored leaves, arrays whole', () => {
    expect(deepMerge({ a: 1, b: { c: 2, d: 3 }, e: [1] }, { b: { c: 5 }, e: [2, 3] })).toEqual({
      a: 1,
      b: { c: 5, d: 3 },
      e: [2, 3],
    });
    expect(deepMerge({ a: 1 }, undefined)).toEqual({ a: 1 });
  });
});
