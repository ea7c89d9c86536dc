import type { Config } from '../../platform/config.ts';
import { openAiCompatibleSpeech } from './openai-compatible.ts';
import type { SpeechToText } from './types.ts';

type SpeechConfig = Pick<Config, 'STT_BASE_URL' | 'STT_API_KEY' | 'STT_MODEL' | 'STT_TIMEOUT_MS'>;

/**
 * The configured speech recogniser, or null when STT_BASE_URL is unset: no npm or Debian package
 * ships Chinese-capable recognition weights (DESIGN.md §4), so without a provider the voice
 * feature keeps the audio and says a provider is needed, and never invents a transcript.
 */
export function speechToTextFromConfig(config: SpeechConfig, fetch?: typeof globalThis.fetch): SpeechToText | null {
  if (!config.STT_BASE_URL) return null;
  return openAiCompatibleSpeech({
    baseUrl: config.STT_BASE_URL,
    apiKey: config.STT_API_KEY || undefined,
    model: config.STT_MODEL,
    timeoutMs: config.STT_TIMEOUT_MS,
    ...(fetch ? { fetch } : {}),
  });
}
