import type { Edition } from '@inkstone/contract/edition';
import {
  DEFAULT_MODEL,
  MODEL_CATALOGUE,
  isShownIn,
  logoPath,
  type ModelEntry,
  type ModelId,
} from '@inkstone/contract/models';
import type { AiConfig } from './config.ts';
import { textProviders, type ProviderId } from './providers.ts';

/**
 * Which provider serves each catalogue id and which configuration variable names its
 * upstream model (defaults in config.ts). The web-facing half of the catalogue (brand,
 * label, logo, editions) lives in the contract package.
 */
export const MODEL_ROUTES: Record<ModelId, { provider: ProviderId; model: (config: AiConfig) => string }> = {
  'gpt3.5': { provider: 'openai', model: (c) => c.OPENAI_MODEL_GPT35 },
  'gpt4.0': { provider: 'openai', model: (c) => c.OPENAI_MODEL_GPT4 },
  gpto1: { provider: 'openai', model: (c) => c.OPENAI_MODEL_O1 },
  'gpt-image-1': { provider: 'openai', model: (c) => c.OPENAI_MODEL_IMAGE },
  deepseekR1: { provider: 'deepseek', model: (c) => c.DEEPSEEK_MODEL_R1 },
  deepseekV3: { provider: 'deepseek', model: (c) => c.DEEPSEEK_MODEL_V3 },
  wenxin: { provider: 'qianfan', model: (c) => c.QIANFAN_MODEL },
  anthropic: { provider: 'anthropic', model: (c) => c.ANTHROPIC_MODEL },
  'anthropic3.7': { provider: 'anthropic', model: (c) => c.ANTHROPIC_MODEL_37 },
  gemini: { provider: 'google', model: (c) => c.GOOGLE_MODEL },
  minimax: { provider: 'minimax', model: (c) => c.MINIMAX_MODEL },
  perplexity: { provider: 'perplexity', model: (c) => c.PERPLEXITY_MODEL },
  azure: { provider: 'azure', model: (c) => c.AZURE_OPENAI_DEPLOYMENT },
};

/** Models whose questions count against the premium allowance (SPEC's "GPT-4 Q&A"). */
export const PREMIUM_MODELS: ReadonlySet<string> = new Set(['gpt4.0', 'gpto1', 'anthropic', 'anthropic3.7']);

export function isEnabled(config: AiConfig, id: ModelId): boolean {
  return textProviders(config).has(MODEL_ROUTES[id].provider);
}

/**
 * The deployment's default: gpt3.5 (SPEC.md §3) when it can answer, else the first enabled
 * model shown in this edition, so a server with only, say, an Anthropic key does not
 * preselect a model that cannot answer. In demo mode nothing is enabled and gpt3.5 stays.
 */
export function defaultModelId(config: AiConfig, edition: Edition): ModelId {
  if (isEnabled(config, DEFAULT_MODEL)) return DEFAULT_MODEL;
  const usable = MODEL_CATALOGUE.find(
    (item) => item.kind === 'chat' && isShownIn(item.id, edition) && isEnabled(config, item.id),
  );
  return usable?.id ?? DEFAULT_MODEL;
}

/** `getModelList`: every catalogue entry, with the flags of this edition and deployment. */
export function listModels(config: AiConfig, edition: Edition): ModelEntry[] {
  const defaultId = defaultModelId(config, edition);
  return MODEL_CATALOGUE.map((item) => ({
    brand: item.brand,
    model: item.id,
    label: item.label,
    default: item.id === defaultId,
    shown: isShownIn(item.id, edition),
    logo: logoPath(item.logo),
    enabled: isEnabled(config, item.id),
    kind: item.kind,
    reasoning: item.reasoning,
    vision: item.vision,
  }));
}
