import { createGoogle } from '@ai-sdk/google';
import type { Adapter } from './context.ts';

/** Gemini API (streamGenerateContent over SSE), key in the `x-goog-api-key` header. */
export const googleAdapter: Adapter = ({ config, upstreamModel, vision, fetch }) => ({
  model: createGoogle({ apiKey: config.GOOGLE_API_KEY, baseURL: config.GOOGLE_BASE_URL, fetch })(upstreamModel),
  vision,
});
