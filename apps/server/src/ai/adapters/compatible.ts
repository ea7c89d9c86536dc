import { createOpenAICompatible, OpenAICompatibleChatLanguageModel } from '@ai-sdk/openai-compatible';
import type { SdkTarget } from '../stream/sdk-stream.ts';
import type { Adapter, AdapterContext } from './context.ts';

/**
 * A model behind an OpenAI-compatible chat-completions endpoint. The SDK's model builds each
 * request; its answer is read directly (stream/direct), unless a test or bench swapped the
 * transport, which only the SDK's path uses.
 */
export function compatibleTarget(
  name: string,
  settings: { baseURL: string; apiKey: string | undefined },
  { upstreamModel, vision, fetch }: AdapterContext,
): SdkTarget {
  const provider = createOpenAICompatible({ name, ...settings, includeUsage: true, fetch });
  const model = provider.chatModel(upstreamModel);
  // The class check also keeps `prepareRequest` honest should the package change what it returns.
  if (fetch || !(model instanceof OpenAICompatibleChatLanguageModel)) return { model, vision };
  return {
    model,
    vision,
    direct: {
      url: `${settings.baseURL.replace(/\/+$/, '')}/chat/completions`,
      headers: settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {},
      body: async (options) => (await model.prepareRequest(options)).body,
    },
  };
}

/**
 * MiniMax and Baidu Qianfan (Wenxin/ERNIE) through their OpenAI-compatible
 * chat-completions endpoints; both take `Authorization: Bearer <key>`.
 */
export const minimaxAdapter: Adapter = (context) =>
  compatibleTarget(
    'minimax',
    { baseURL: context.config.MINIMAX_BASE_URL, apiKey: context.config.MINIMAX_API_KEY },
    context,
  );

export const qianfanAdapter: Adapter = (context) =>
  compatibleTarget(
    'qianfan',
    { baseURL: context.config.QIANFAN_BASE_URL, apiKey: context.config.QIANFAN_API_KEY },
    context,
  );
