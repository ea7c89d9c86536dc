import type { SourcePayload } from '@inkstone/contract/knowledge';
import type { Block, SourceText } from './blocks.ts';
import { refuse } from './refusal.ts';
import { addressSource, qaSource, textSource } from './typed-sources.ts';
import type { KnowledgeSourceRow } from './tables.ts';

/** What learning a source reads: its text, and a better name once it is known (a page's title). */
export type LoadedSource = SourceText & { blocks?: Block[]; name?: string };

/**
 * Reading the kinds that come from outside (files, pictures, web pages). Each throws a
 * `SourceRefusal` for input that can never be learned, anything else for passing trouble.
 */
export type ExternalLoaders = {
  file(
    source: KnowledgeSourceRow,
    payload: Extract<SourcePayload, { kind: 'file' }>,
    signal: AbortSignal,
  ): Promise<LoadedSource>;
  image(
    source: KnowledgeSourceRow,
    payload: Extract<SourcePayload, { kind: 'image' }>,
    signal: AbortSignal,
  ): Promise<LoadedSource>;
  url(
    source: KnowledgeSourceRow,
    payload: Extract<SourcePayload, { kind: 'url' }>,
    signal: AbortSignal,
  ): Promise<LoadedSource>;
};

/** The text a source is learned from, whatever its kind. */
export async function sourceText(
  source: KnowledgeSourceRow,
  loaders: ExternalLoaders,
  signal: AbortSignal,
): Promise<LoadedSource> {
  const payload = source.payload;
  let loaded: LoadedSource;
  switch (payload.kind) {
    case 'text':
      loaded = textSource(payload);
      break;
    case 'qa':
      loaded = qaSource(payload);
      break;
    case 'address':
      loaded = addressSource(payload);
      break;
    case 'file':
      loaded = await loaders.file(source, payload, signal);
      break;
    case 'image':
      loaded = await loaders.image(source, payload, signal);
      break;
    case 'url':
      loaded = await loaders.url(source, payload, signal);
      break;
  }
  if (!loaded.text.trim()) throw refuse('knowledge.empty');
  return loaded;
}
