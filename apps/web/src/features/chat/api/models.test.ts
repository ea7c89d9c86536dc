import type { ModelEntry } from '@inkstone/contract/models';
import { describe, expect, it } from 'vitest';
import { pickModel } from './models.ts';

const entry = (model: ModelEntry['model'], extra: Partial<ModelEntry> = {}): ModelEntry => ({
  brand: 'B',
  model,
  label: model,
  default: false,
  shown: true,
  logo: '/logos/x.svg',
  enabled: true,
  kind: 'chat',
  reasoning: false,
  vision: false,
  ...extra,
});

describe('the model in use', () => {
  const entries = [entry('gpt3.5', { default: true }), entry('deepseekV3'), entry('perplexity', { shown: false })];

  it('is the user’s choice while the picker offers it', () => {
    expect(pickModel(entries, 'deepseekV3')).toBe('deepseekV3');
  });

  it('falls back to the catalogue default for a hidden or unknown choice, or none', () => {
    expect(pickModel(entries, 'perplexity')).toBe('gpt3.5');
    expect(pickModel(entries, null)).toBe('gpt3.5');
  });

  it('keeps the choice while the list is still loading', () => {
    expect(pickModel(undefined, 'gemini')).toBe('gemini');
    expect(pickModel(undefined, undefined)).toBe('gpt3.5');
  });
});
