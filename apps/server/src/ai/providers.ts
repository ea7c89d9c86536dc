import type { AiConfig } from './config.ts';

/**
 * With none of these keys set the server runs in demo mode on its built-in offline engines
 * (DESIGN.md §4). The drawing service (MJ_PROXY_URL) is not a text model and does not count.
 */
/** The language-model providers, each switched on by its own key. */
export type ProviderId =
  'openai' | 'anthropic' | 'google' | 'deepseek' | 'perplexity' | 'azure' | 'minimax' | 'qianfan';

export const PROVIDER_KEY: Record<ProviderId, keyof AiConfig & `${string}_API_KEY`> = {
  openai: 'OPENAI_API_KEY',
  anthropic: 'ANTHROPIC_API_KEY',
  google: 'GOOGLE_API_KEY',
  deepseek: 'DEEPSEEK_API_KEY',
  perplexity: 'PERPLEXITY_API_KEY',
  azure: 'AZURE_OPENAI_API_KEY',
  minimax: 'MINIMAX_API_KEY',
  qianfan: 'QIANFAN_API_KEY',
};

const providersOf = new WeakMap<AiConfig, ReadonlySet<ProviderId>>();

/**
 * The providers this deployment has a key for. Worked out once per configuration (it is read once
 * at start and never changed): a model's `enabled` flag asks for every catalogue entry, so the
 * model list and the default model built this set dozens of times per call.
 */
export function textProviders(config: AiConfig): ReadonlySet<ProviderId> {
  let providers = providersOf.get(config);
  if (!providers) {
    providers = new Set((Object.keys(PROVIDER_KEY) as ProviderId[]).filter((id) => Boolean(config[PROVIDER_KEY[id]])));
    providersOf.set(config, providers);
  }
  return providers;
}
