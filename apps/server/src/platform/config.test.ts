import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('uses the documented defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBe('');
    expect(config.EDITION).toBe('global');
    expect(config.dataDir.endsWith('/data')).toBe(true);
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ PORT: '' }).PORT).toBe(3000);
  });

  it('reads overrides', () => {
    const config = loadConfig({
      PORT: '4100',
      DATA_DIR: '/tmp/x',
      RECORD_NUMBER_HOSTS: 'a.cn, b.cn',
      TRUST_PROXY: '1',
    });
    expect(config).toMatchObject({
      PORT: 4100,
      dataDir: '/tmp/x',
      RECORD_NUMBER_HOSTS: ['a.cn', 'b.cn'],
      TRUST_PROXY: true,
    });
  });

  it('reads FETCH_ALLOW_HOSTS as host:port entries, none by default', () => {
    expect(loadConfig({}).FETCH_ALLOW_HOSTS).toEqual([]);
    expect(loadConfig({ FETCH_ALLOW_HOSTS: 'Wiki.Corp:80, 127.0.0.1:4000,[::1]:8080' }).FETCH_ALLOW_HOSTS).toEqual([
      'wiki.corp:80',
      '127.0.0.1:4000',
      '[::1]:8080',
    ]);
  });

  it('reads the speech provider and the voice limits, none and the documented ones by default', () => {
    expect(loadConfig({})).toMatchObject({
      STT_BASE_URL: '',
      STT_MODEL: 'whisper-1',
      VOICE_MAX_UPLOAD_MB: 200,
      VOICE_MAX_MINUTES: 240,
      VOICE_TRIAL_MINUTES: 5,
    });
    const config = loadConfig({
      STT_BASE_URL: 'http://127.0.0.1:8000/v1',
      STT_MODEL: 'large-v3',
      VOICE_MAX_MINUTES: '60',
    });
    expect(config).toMatchObject({
      STT_BASE_URL: 'http://127.0.0.1:8000/v1',
      STT_MODEL: 'large-v3',
      VOICE_MAX_MINUTES: 60,
    });
  });

  it('reads the PDF translation limits, the documented ones by default', () => {
    expect(loadConfig({})).toMatchObject({
      TRANSLATE_FREE_PAGES_PER_FILE: 20,
      TRANSLATE_VIP_PAGES_PER_FILE: 300,
      TRANSLATE_FREE_PAGES_PER_DAY: 50,
      TRANSLATE_VIP_PAGES_PER_DAY: 1000,
      TRANSLATE_MAX_UPLOAD_MB: 100,
      TRANSLATE_REQUESTS_PER_MINUTE: 60,
    });
    expect(loadConfig({ TRANSLATE_FREE_PAGES_PER_FILE: '5', TRANSLATE_VIP_PAGES_PER_DAY: '20' })).toMatchObject({
      TRANSLATE_FREE_PAGES_PER_FILE: 5,
      TRANSLATE_VIP_PAGES_PER_DAY: 20,
    });
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/x'],
    ['REDIS_URL', 'http://localhost'],
    ['EDITION', 'mars'],
    ['DEFAULT_COUNTRY', 'China'],
    ['FETCH_ALLOW_HOSTS', 'wiki.corp'],
    ['FETCH_ALLOW_HOSTS', 'wiki.corp:80,http://x:81'],
    ['STT_BASE_URL', 'ftp://stt.local'],
    ['VOICE_MAX_UPLOAD_MB', '0'],
    ['TRANSLATE_FREE_PAGES_PER_FILE', '0'],
    ['TRANSLATE_MAX_UPLOAD_MB', 'lots'],
  ])('stops on a bad %s and names it', (name, value) => {
    let thrown: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    expect((thrown as Error).message).toContain(name);
    expect((thrown as Error).message).toContain(value);
  });
});
