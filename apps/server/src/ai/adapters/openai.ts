import { createOpenAI } from '@ai-sdk/openai';
import { compatibleTarget } from './compatible.ts';
import type { Adapter } from './context.ts';

/**
 * OpenAI itself, or any OpenAI-compatible server behind OPENAI_BASE_URL.
 *
 * Official: chat models over chat-completions; gpto1 over the Responses API, the only
 * OpenAI API that streams an o-series model's reasoning (as a summary). Compatible:
 * everything over chat-completions, since proxies, Ollama and vLLM speak that, and their
 * reasoning models send `reasoning_content`/`reasoning` deltas, which the compatible
 * provider reads and OpenAI's own provider ignores.
 */
export const openaiAdapter: Adapter = (context) => {
  const { config, id, upstreamModel, vision, fetch } = context;
  const apiKey = config.OPENAI_API_KEY;
  const style =
    config.OPENAI_API_STYLE === 'auto' ? (config.OPENAI_BASE_URL ? 'compatible' : 'official') : config.OPENAI_API_STYLE;
  if (style === 'compatible') {
    return compatibleTarget(
      'openai-compatible',
      { baseURL: config.OPENAI_BASE_URL ?? 'https://api.openai.com/v1', apiKey },
      context,
    );
  }
  const provider = createOpenAI({ apiKey, baseURL: config.OPENAI_BASE_URL, fetch });
  if (id === 'gpto1') {
    return {
      model: provider.responses(upstreamModel),
      // store: false keeps conversations off OpenAI's side; we send the history each turn.
      providerOptions: { openai: { reasoningSummary: 'auto', store: false } },
      vision,
    };
  }
  return { model: provider.chat(upstreamModel), vision };
};
