import { createAnthropic } from '@ai-sdk/anthropic';
import type { Adapter } from './context.ts';

/**
 * Anthropic Messages API. anthropic3.7 runs with extended thinking, whose thinking blocks
 * stream as reasoning; the budget is ANTHROPIC_THINKING_BUDGET tokens.
 */
export const anthropicAdapter: Adapter = ({ config, id, upstreamModel, vision, fetch }) => {
  const provider = createAnthropic({ apiKey: config.ANTHROPIC_API_KEY, baseURL: config.ANTHROPIC_BASE_URL, fetch });
  return {
    model: provider(upstreamModel),
    providerOptions:
      id === 'anthropic3.7'
        ? { anthropic: { thinking: { type: 'enabled', budgetTokens: config.ANTHROPIC_THINKING_BUDGET } } }
        : undefined,
    vision,
    // Claude needs max_tokens; the SDK knows limits only for models it lists, and 3.7 is no longer one.
    maxOutputTokens: 8192,
  };
};
