import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { Adapter } from './context.ts';

/**
 * MiniMax and Baidu Qianfan (Wenxin/ERNIE) through their OpenAI-compatible
 * chat-completions endpoints; both take `Authorization: Bearer <key>`.
 */
export const minimaxAdapter: Adapter = ({ config, upstreamModel, vision, fetch }) => {
  const provider = createOpenAICompatible({
    name: 'minimax',
    baseURL: config.MINIMAX_BASE_URL,
    apiKey: config.MINIMAX_API_KEY,
    includeUsage: true,
    fetch,
  });
  return { model: provider.chatModel(upstreamModel), vision };
};

export const qianfanAdapter: Adapter = ({ config, upstreamModel, vision, fetch }) => {
  const provider = createOpenAICompatible({
    name: 'qianfan',
    baseURL: config.QIANFAN_BASE_URL,
    apiKey: config.QIANFAN_API_KEY,
    includeUsage: true,
    fetch,
  });
  return { model: provider.chatModel(upstreamModel), vision };
};
