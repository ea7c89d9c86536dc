import { z } from 'zod';
import { Limits } from '@inkstone/contract/limits';

/**
 * Environment variables of the model-access layer. A provider is switched on by its
 * `<PREFIX>_API_KEY`; with no provider key at all the text models run on the offline engine
 * (demo mode). Empty values count as unset.
 *
 * | variable | default | meaning |
 * | --- | --- | --- |
 * | OPENAI_API_KEY | — | enables gpt3.5, gpt4.0, gpto1, gpt-image-1; any non-empty value for a keyless |
 * |   |   | local server (Ollama) |
 * | OPENAI_BASE_URL | https://api.openai.com/v1 | set it to reach an OpenAI-compatible server (proxy, vLLM, |
 * |   |   | Ollama `http://localhost:11434/v1`) |
 * | OPENAI_API_STYLE | auto | `official`: OpenAI's own API (o1 over the Responses API so its reasoning |
 * |   |   | summary streams); `compatible`: chat-completions only, reading `reasoning_content`; |
 * |   |   | `auto`: official without OPENAI_BASE_URL, compatible with it |
 * | OPENAI_MODEL_GPT35 | gpt-3.5-turbo | upstream model for gpt3.5 |
 * | OPENAI_MODEL_GPT4 | gpt-4o | upstream model for gpt4.0 |
 * | OPENAI_MODEL_O1 | o1 | upstream model for gpto1 |
 * | OPENAI_MODEL_IMAGE | gpt-image-1 | upstream model for gpt-image-1 (drawing path) |
 * | ANTHROPIC_API_KEY, ANTHROPIC_BASE_URL | —, https://api.anthropic.com/v1 | enables anthropic, anthropic3.7 |
 * | ANTHROPIC_MODEL | claude-sonnet-4-5 | upstream model for anthropic |
 * | ANTHROPIC_MODEL_37 | claude-3-7-sonnet-20250219 | upstream model for anthropic3.7 (extended thinking on) |
 * | ANTHROPIC_THINKING_BUDGET | 4096 | thinking tokens allowed to anthropic3.7 (min 1024) |
 * | GOOGLE_API_KEY, GOOGLE_BASE_URL | —, https://generativelanguage.googleapis.com/v1beta | enables gemini |
 * | GOOGLE_MODEL | gemini-2.5-flash | upstream model for gemini |
 * | DEEPSEEK_API_KEY, DEEPSEEK_BASE_URL | —, https://api.deepseek.com | enables deepseekR1, deepseekV3 |
 * | DEEPSEEK_MODEL_R1 | deepseek-reasoner | upstream model for deepseekR1 (streams `reasoning_content`) |
 * | DEEPSEEK_MODEL_V3 | deepseek-chat | upstream model for deepseekV3 |
 * | PERPLEXITY_API_KEY, PERPLEXITY_BASE_URL | —, https://api.perplexity.ai | enables perplexity (answers |
 * |   |   | with web citations) |
 * | PERPLEXITY_MODEL | sonar | upstream model for perplexity |
 * | AZURE_OPENAI_API_KEY | — | enables azure; needs AZURE_OPENAI_RESOURCE or AZURE_OPENAI_BASE_URL |
 * | AZURE_OPENAI_RESOURCE | — | resource name: calls https://{resource}.openai.azure.com/openai |
 * | AZURE_OPENAI_BASE_URL | — | full base URL instead of the resource name |
 * | AZURE_OPENAI_DEPLOYMENT | gpt-4o | deployment name used for azure |
 * | AZURE_OPENAI_API_VERSION | v1 | `api-version` query value |
 * | AZURE_OPENAI_DEPLOYMENT_URLS | false | true: older `/deployments/{name}/chat/completions` URLs (then set |
 * |   |   | a dated API version) |
 * | MINIMAX_API_KEY, MINIMAX_BASE_URL | —, https://api.minimax.io/v1 | enables minimax (OpenAI-compatible) |
 * |   | (mainland: https://api.minimaxi.com/v1) |   |
 * | MINIMAX_MODEL | MiniMax-Text-01 | upstream model for minimax |
 * | QIANFAN_API_KEY, QIANFAN_BASE_URL | —, https://qianfan.baidubce.com/v2 | enables wenxin (Qianfan's |
 * |   |   | OpenAI-compatible v2 API) |
 * | QIANFAN_MODEL | ernie-4.5-turbo-128k | upstream model for wenxin |
 * | EMBEDDINGS_BASE_URL | — | an OpenAI-compatible `/embeddings` endpoint (OpenAI, Ollama, vLLM, LM Studio); with |
 * |   |   | EMBEDDINGS_MODEL and EMBEDDINGS_DIMENSIONS it turns on vector search where pgvector is there |
 * | EMBEDDINGS_API_KEY | — | its key, if it needs one |
 * | EMBEDDINGS_MODEL | — | the embedding model, e.g. text-embedding-3-small, bge-m3 |
 * | EMBEDDINGS_DIMENSIONS | — | the length of its vectors (1536 for text-embedding-3-small, 1024 for bge-m3) |
 * | EMBEDDINGS_LOCAL_PATH | — | instead of the four above: a folder holding a transformers.js feature-extraction |
 * |   |   | model (config.json, tokenizer.json, tokenizer_config.json, onnx/model.onnx), run on the |
 * |   |   | CPU; its name and vector length come from config.json. Nothing is downloaded: fill the |
 * |   |   | folder by hand (README). A missing or broken folder leaves search lexical, with the |
 * |   |   | reason in the log and /api/health (`embeddings`) |
 * | AI_STALL_TIMEOUT_MS | 120000 | give up on an upstream silent this long (SPEC.md §9 stream inactivity) |
 * | AI_MAX_RETRIES | 1 | retries of a call that failed before streaming (5xx, 429, connection) |
 * | OFFLINE_CHUNK_DELAY_MS | 15 | demo mode: the offline engine's pause between the pieces of an answer |
 */
const text = z.string().trim();
const url = z.url({ protocol: /^https?$/ });
const bool = z.enum(['0', '1', 'true', 'false']).transform((value) => value === '1' || value === 'true');

export const aiConfigSchema = z.object({
  OPENAI_API_KEY: text.optional(),
  OPENAI_BASE_URL: url.optional(),
  OPENAI_API_STYLE: z.enum(['auto', 'official', 'compatible']).default('auto'),
  OPENAI_MODEL_GPT35: text.default('gpt-3.5-turbo'),
  OPENAI_MODEL_GPT4: text.default('gpt-4o'),
  OPENAI_MODEL_O1: text.default('o1'),
  OPENAI_MODEL_IMAGE: text.default('gpt-image-1'),
  ANTHROPIC_API_KEY: text.optional(),
  ANTHROPIC_BASE_URL: url.optional(),
  ANTHROPIC_MODEL: text.default('claude-sonnet-4-5'),
  ANTHROPIC_MODEL_37: text.default('claude-3-7-sonnet-20250219'),
  ANTHROPIC_THINKING_BUDGET: z.coerce.number().int().min(1024).default(4096),
  GOOGLE_API_KEY: text.optional(),
  GOOGLE_BASE_URL: url.optional(),
  GOOGLE_MODEL: text.default('gemini-2.5-flash'),
  DEEPSEEK_API_KEY: text.optional(),
  DEEPSEEK_BASE_URL: url.optional(),
  DEEPSEEK_MODEL_R1: text.default('deepseek-reasoner'),
  DEEPSEEK_MODEL_V3: text.default('deepseek-chat'),
  PERPLEXITY_API_KEY: text.optional(),
  PERPLEXITY_BASE_URL: url.optional(),
  PERPLEXITY_MODEL: text.default('sonar'),
  AZURE_OPENAI_API_KEY: text.optional(),
  AZURE_OPENAI_RESOURCE: text.regex(/^[a-z0-9-]+$/i, 'must be an Azure resource name').optional(),
  AZURE_OPENAI_BASE_URL: url.optional(),
  AZURE_OPENAI_DEPLOYMENT: text.default('gpt-4o'),
  AZURE_OPENAI_API_VERSION: text.default('v1'),
  AZURE_OPENAI_DEPLOYMENT_URLS: bool.default(false),
  MINIMAX_API_KEY: text.optional(),
  MINIMAX_BASE_URL: url.default('https://api.minimax.io/v1'),
  MINIMAX_MODEL: text.default('MiniMax-Text-01'),
  QIANFAN_API_KEY: text.optional(),
  QIANFAN_BASE_URL: url.default('https://qianfan.baidubce.com/v2'),
  QIANFAN_MODEL: text.default('ernie-4.5-turbo-128k'),
  EMBEDDINGS_BASE_URL: url.optional(),
  EMBEDDINGS_API_KEY: text.optional(),
  EMBEDDINGS_MODEL: text.optional(),
  // pgvector's HNSW index takes up to 2000 dimensions.
  EMBEDDINGS_DIMENSIONS: z.coerce.number().int().min(8).max(2000).optional(),
  EMBEDDINGS_LOCAL_PATH: text.optional(),
  AI_STALL_TIMEOUT_MS: z.coerce.number().int().min(10).default(Limits.streamInactivityMs),
  AI_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(1),
  /** The offline engine's pause between the small pieces of an answer, so it streams at a readable pace. */
  OFFLINE_CHUNK_DELAY_MS: z.coerce.number().int().min(0).max(1000).default(15),
});

export type AiConfig = z.infer<typeof aiConfigSchema>;

export class AiConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid AI provider configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'AiConfigError';
  }
}

/** Reads the variables above; a bad value stops the server with a message naming it. */
export function loadAiConfig(env: Record<string, string | undefined>): AiConfig {
  const present = Object.fromEntries(
    Object.keys(aiConfigSchema.shape)
      .map((name) => [name, env[name]?.trim()] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = aiConfigSchema.safeParse(present);
  if (!parsed.success) {
    throw new AiConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const config = parsed.data;
  if (config.AZURE_OPENAI_API_KEY && !config.AZURE_OPENAI_RESOURCE && !config.AZURE_OPENAI_BASE_URL) {
    throw new AiConfigError(['AZURE_OPENAI_API_KEY is set: also set AZURE_OPENAI_RESOURCE or AZURE_OPENAI_BASE_URL']);
  }
  const provider = ['EMBEDDINGS_BASE_URL', 'EMBEDDINGS_API_KEY', 'EMBEDDINGS_MODEL', 'EMBEDDINGS_DIMENSIONS'] as const;
  const alsoSet = provider.filter((name) => config[name] !== undefined);
  if (config.EMBEDDINGS_LOCAL_PATH && alsoSet.length > 0) {
    throw new AiConfigError([
      `EMBEDDINGS_LOCAL_PATH and ${alsoSet.join(', ')} are set: embed with a local model folder or with a provider, ` +
        'not both (a local model gives its own name and dimensions)',
    ]);
  }
  const embeddings = [config.EMBEDDINGS_BASE_URL, config.EMBEDDINGS_MODEL, config.EMBEDDINGS_DIMENSIONS];
  if (embeddings.some((value) => value !== undefined) && embeddings.some((value) => value === undefined)) {
    throw new AiConfigError([
      'EMBEDDINGS_BASE_URL, EMBEDDINGS_MODEL and EMBEDDINGS_DIMENSIONS go together: set all three',
    ]);
  }
  // Read once at start and never changed: what is worked out from it may be kept (providers.ts).
  return Object.freeze(config);
}
