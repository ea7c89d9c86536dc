import type { ProviderId } from '../providers.ts';
import { anthropicAdapter } from './anthropic.ts';
import { azureAdapter } from './azure.ts';
import { minimaxAdapter, qianfanAdapter } from './compatible.ts';
import type { Adapter } from './context.ts';
import { deepseekAdapter } from './deepseek.ts';
import { googleAdapter } from './google.ts';
import { openaiAdapter } from './openai.ts';
import { perplexityAdapter } from './perplexity.ts';

export const ADAPTERS: Record<ProviderId, Adapter> = {
  openai: openaiAdapter,
  anthropic: anthropicAdapter,
  google: googleAdapter,
  deepseek: deepseekAdapter,
  perplexity: perplexityAdapter,
  azure: azureAdapter,
  minimax: minimaxAdapter,
  qianfan: qianfanAdapter,
};
