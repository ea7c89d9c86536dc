/**
 * The environment variables that switch on a real AI provider. With none of them set the
 * server runs in demo mode on its built-in offline engines (DESIGN.md §4).
 */
export const PROVIDER_KEYS = [
  'OPENAI_API_KEY',
  'ANTHROPIC_API_KEY',
  'GOOGLE_API_KEY',
  'DEEPSEEK_API_KEY',
  'PERPLEXITY_API_KEY',
  'AZURE_OPENAI_API_KEY',
  'MINIMAX_API_KEY',
  'QIANFAN_API_KEY',
  'MJ_PROXY_URL',
] as const;

export function configuredProviders(env: Record<string, string | undefined>): string[] {
  return PROVIDER_KEYS.filter((name) => Boolean(env[name]));
}
