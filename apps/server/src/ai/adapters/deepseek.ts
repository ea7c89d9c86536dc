import { createDeepSeek } from '@ai-sdk/deepseek';
import type { Adapter } from './context.ts';

/** DeepSeek chat-completions; deepseek-reasoner streams its thinking as `reasoning_content`. */
export const deepseekAdapter: Adapter = ({ config, upstreamModel, vision, fetch }) => ({
  model: createDeepSeek({ apiKey: config.DEEPSEEK_API_KEY, baseURL: config.DEEPSEEK_BASE_URL, fetch })(upstreamModel),
  vision,
});
