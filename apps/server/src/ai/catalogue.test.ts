import { MODEL_CATALOGUE, ModelId } from '@inkstone/contract/models';
import { describe, expect, it } from 'vitest';
import { AiConfigError } from './config.ts';
import { createModelAccess } from './model-access.ts';
import { collect } from './testing/collect.ts';
import { ask } from './testing/access.ts';

const access = (env: Record<string, string> = {}) => createModelAccess({ env, offline: { chunkDelayMs: 0 } });
const shown = (env: Record<string, string>, edition: 'global' | 'cn') =>
  access(env)
    .listModels(edition)
    .filter((entry) => entry.shown)
    .map((entry) => entry.model);

describe('model catalogue', () => {
  it('has the thirteen models of SPEC §3, each with brand, logo and a route', () => {
    expect(MODEL_CATALOGUE.map((item) => item.id).sort()).toEqual([...ModelId.options].sort());
    const list = access().listModels('global');
    expect(list).toHaveLength(13);
    for (const entry of list) {
      expect(entry.brand).not.toBe('');
      expect(entry.logo).toMatch(/^\/logos\/[a-z0-9-]+\.svg$/);
      expect(access().route(entry.model).upstreamModel).not.toBe('');
    }
  });

  it('shows wenxin only in the cn edition and anthropic3.7 only in global', () => {
    expect(shown({}, 'cn')).toContain('wenxin');
    expect(shown({}, 'global')).not.toContain('wenxin');
    expect(shown({}, 'global')).toContain('anthropic3.7');
    expect(shown({}, 'cn')).not.toContain('anthropic3.7');
  });

  it('hides perplexity and azure in both editions but keeps them in the list', () => {
    for (const edition of ['global', 'cn'] as const) {
      const list = access().listModels(edition);
      expect(list.find((entry) => entry.model === 'perplexity')).toMatchObject({ shown: false });
      expect(list.find((entry) => entry.model === 'azure')).toMatchObject({ shown: false });
      expect(shown({}, edition)).toEqual(
        expect.arrayContaining([
          'gpt3.5',
          'gpt4.0',
          'gpto1',
          'deepseekR1',
          'deepseekV3',
          'anthropic',
          'gemini',
          'minimax',
          'gpt-image-1',
        ]),
      );
    }
  });

  it('makes gpt3.5 the one default', () => {
    for (const env of [{}, { OPENAI_API_KEY: 'k' }, { OPENAI_API_KEY: 'k', ANTHROPIC_API_KEY: 'k' }] as Record<
      string,
      string
    >[]) {
      const defaults = access(env)
        .listModels('global')
        .filter((entry) => entry.default);
      expect(defaults.map((entry) => entry.model)).toEqual(['gpt3.5']);
    }
  });

  it('enables exactly the models whose provider key is set', () => {
    const list = access({ DEEPSEEK_API_KEY: 'k', QIANFAN_API_KEY: 'k' }).listModels('cn');
    expect(list.filter((entry) => entry.enabled).map((entry) => entry.model)).toEqual([
      'deepseekR1',
      'deepseekV3',
      'wenxin',
    ]);
    expect(
      access({ OPENAI_API_KEY: 'k' })
        .listModels('global')
        .filter((entry) => entry.enabled)
        .map((entry) => entry.model),
    ).toEqual(['gpt3.5', 'gpt4.0', 'gpto1', 'gpt-image-1']);
  });

  it('defaults to the first enabled shown model when gpt3.5 cannot answer', () => {
    expect(access({ ANTHROPIC_API_KEY: 'k' }).defaultModel('global')).toBe('anthropic');
    expect(access({ QIANFAN_API_KEY: 'k' }).defaultModel('cn')).toBe('wenxin');
    // wenxin is not shown outside cn, so it is not a sensible default there.
    expect(access({ QIANFAN_API_KEY: 'k' }).defaultModel('global')).toBe('gpt3.5');
  });

  it('marks reasoning, vision and image models for the picker', () => {
    const byId = Object.fromEntries(
      access()
        .listModels('global')
        .map((entry) => [entry.model, entry]),
    );
    expect(['deepseekR1', 'gpto1', 'anthropic3.7'].every((id) => byId[id]?.reasoning)).toBe(true);
    expect(byId.deepseekV3?.reasoning).toBe(false);
    expect(byId['gpt-image-1']?.kind).toBe('image');
    expect(byId['gpt4.0']?.vision).toBe(true);
  });
});

describe('configuration', () => {
  it('reads upstream model names from the environment, with current defaults', () => {
    const models = access({ OPENAI_MODEL_GPT35: 'gpt-4o-mini', GOOGLE_MODEL: 'gemini-2.5-pro' });
    expect(models.route('gpt3.5').upstreamModel).toBe('gpt-4o-mini');
    expect(models.route('gemini').upstreamModel).toBe('gemini-2.5-pro');
    expect(models.route('deepseekR1')).toEqual({
      provider: 'deepseek',
      upstreamModel: 'deepseek-reasoner',
      enabled: false,
    });
    expect(models.route('gpt-image-1').upstreamModel).toBe('gpt-image-1');
    expect(models.route('wenxin').provider).toBe('qianfan');
  });

  it('stops on a bad value, naming the variable but not echoing its value', () => {
    expect(() => access({ OPENAI_BASE_URL: 'not a url' })).toThrow(/OPENAI_BASE_URL/);
    expect(() => access({ AI_STALL_TIMEOUT_MS: 'soon' })).toThrow(AiConfigError);
    expect(() => access({ AZURE_OPENAI_API_KEY: 'secret-value' })).toThrow(
      /AZURE_OPENAI_RESOURCE or AZURE_OPENAI_BASE_URL/,
    );
    expect(() => access({ AZURE_OPENAI_API_KEY: 'secret-value' })).not.toThrow(/secret-value/);
  });

  it('treats blank keys as unset', () => {
    expect(access({ OPENAI_API_KEY: '  ' }).demoMode).toBe(true);
  });
});

describe('model access', () => {
  it('runs every text model on the offline engine in demo mode', async () => {
    const models = access();
    expect(models.demoMode).toBe(true);
    const model = models.languageModel('gpt4.0');
    expect(model.provider).toBe('offline');
    const out = await collect(model.stream(ask('hello')));
    expect(out.text).toContain('OPENAI_API_KEY');
  });

  it('answers with an `unavailable` error for a model whose provider is not configured', async () => {
    const out = await collect(access({ OPENAI_API_KEY: 'k' }).languageModel('gemini').stream(ask('hi')));
    expect(out.parts).toHaveLength(1);
    expect(out.last).toMatchObject({
      type: 'error',
      error: { kind: 'unavailable', key: 'ai.modelUnavailable' },
      result: { text: '' },
    });
  });

  it('does not stream text from the image model', async () => {
    const out = await collect(access({ OPENAI_API_KEY: 'k' }).languageModel('gpt-image-1').stream(ask('a cat')));
    expect(out.last).toMatchObject({ type: 'error', error: { kind: 'unavailable' } });
  });

  it('keeps text on the offline engine when only the drawing service is configured', () => {
    // MJ_PROXY_URL switches on drawing, not text: chat must still answer, honestly, offline.
    const models = access({ MJ_PROXY_URL: 'http://mj.local' });
    expect(models.demoMode).toBe(true);
    expect(models.languageModel('gpt3.5').provider).toBe('offline');
  });
});
