import { z } from 'zod';
import type { Edition } from './edition.ts';

/**
 * The model catalogue of SPEC.md §3 ("model entries"): the ids the client sends as `model`,
 * their brand, label, logo and where they are shown. Which upstream model and provider key
 * serve each id is server configuration (apps/server/src/ai/catalogue.ts); the web only
 * needs what is here plus the `enabled` flag the server adds per deployment.
 */
export const ModelId = z.enum([
  'deepseekR1',
  'deepseekV3',
  'gpt3.5',
  'gpt4.0',
  'wenxin',
  'anthropic',
  'anthropic3.7',
  'perplexity',
  'azure',
  'gemini',
  'minimax',
  'gpto1',
  'gpt-image-1',
]);
export type ModelId = z.infer<typeof ModelId>;

/** SPEC.md §3: gpt3.5 is the default model. */
export const DEFAULT_MODEL: ModelId = 'gpt3.5';

/**
 * `chat` models answer in text (and may stream reasoning); `image` models (gpt-image-1)
 * answer with pictures, so the chat sends them down the drawing path (format html).
 */
export const ModelKind = z.enum(['chat', 'image']);
export type ModelKind = z.infer<typeof ModelKind>;

export type CatalogueItem = {
  id: ModelId;
  brand: string;
  label: string;
  kind: ModelKind;
  /** Editions whose model picker lists it; an empty list means hidden everywhere. */
  shownIn: readonly Edition[];
  /** Streams its thinking apart from the answer (SPEC.md §3 message `reasoning`). */
  reasoning: boolean;
  /** Accepts images in the prompt. */
  vision: boolean;
  /** Answers carry web sources (SPEC.md §3 message `source`). */
  webSources: boolean;
  /** Logo file name; served from `/logos/` (an original, brand-neutral mark). */
  logo: string;
};

const both = ['global', 'cn'] as const;

const entry = (
  id: ModelId,
  brand: string,
  label: string,
  logo: string,
  traits: Partial<CatalogueItem> = {},
): CatalogueItem => ({
  id,
  brand,
  label,
  logo,
  kind: 'chat',
  shownIn: both,
  reasoning: false,
  vision: false,
  webSources: false,
  ...traits,
});

/**
 * Order is the picker's order. Hidden models (perplexity, azure) are not offered in the
 * picker but stay callable by features that choose them (bots, web search).
 */
export const MODEL_CATALOGUE: readonly CatalogueItem[] = [
  entry('gpt3.5', 'OpenAI', 'GPT-3.5', 'openai.svg'),
  entry('gpt4.0', 'OpenAI', 'GPT-4', 'openai.svg', { vision: true }),
  entry('gpto1', 'OpenAI', 'GPT o1', 'openai.svg', { reasoning: true, vision: true }),
  entry('gpt-image-1', 'OpenAI', 'GPT Image 1', 'openai.svg', { kind: 'image', vision: true }),
  entry('deepseekR1', 'DeepSeek', 'DeepSeek R1', 'deepseek.svg', { reasoning: true }),
  entry('deepseekV3', 'DeepSeek', 'DeepSeek V3', 'deepseek.svg'),
  entry('wenxin', 'Wenxin', '文心一言', 'wenxin.svg', { shownIn: ['cn'] }),
  entry('anthropic', 'Anthropic', 'Claude', 'anthropic.svg', { vision: true }),
  entry('anthropic3.7', 'Anthropic', 'Claude 3.7', 'anthropic.svg', {
    shownIn: ['global'],
    reasoning: true,
    vision: true,
  }),
  entry('gemini', 'Google', 'Gemini', 'gemini.svg', { vision: true }),
  entry('minimax', 'MiniMax', 'MiniMax', 'minimax.svg'),
  entry('perplexity', 'Perplexity', 'Perplexity', 'perplexity.svg', { shownIn: [], webSources: true }),
  entry('azure', 'Azure', 'Azure OpenAI', 'azure.svg', { shownIn: [], vision: true }),
];

/**
 * One entry of `getModelList` (SPEC.md §3: brand, model, default, shown, logo), with the
 * extras the picker needs: `enabled` (the deployment has that provider's key; in demo mode
 * every entry is disabled and the offline engine answers), capabilities and a label.
 */
export const modelEntrySchema = z.object({
  brand: z.string(),
  model: ModelId,
  label: z.string(),
  default: z.boolean(),
  shown: z.boolean(),
  logo: z.string(),
  enabled: z.boolean(),
  kind: ModelKind,
  reasoning: z.boolean(),
  vision: z.boolean(),
});
export type ModelEntry = z.infer<typeof modelEntrySchema>;

export function catalogueItem(id: ModelId): CatalogueItem {
  const item = MODEL_CATALOGUE.find((entry) => entry.id === id);
  if (!item) throw new Error(`unknown model ${id}`);
  return item;
}

export function isShownIn(id: ModelId, edition: Edition): boolean {
  return catalogueItem(id).shownIn.includes(edition);
}

/** Where the web finds a logo; the files ship with the app (see the server's ai/logos/). */
export function logoPath(file: string): string {
  return `/logos/${file}`;
}
