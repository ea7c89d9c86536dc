import type { ModelId } from '@inkstone/contract/models';
import type { AiConfig } from '../config.ts';
import type { SdkTarget } from '../stream/sdk-stream.ts';

/** What an adapter needs to build one AI SDK model for one catalogue entry. */
export type AdapterContext = {
  config: AiConfig;
  id: ModelId;
  upstreamModel: string;
  vision: boolean;
  /** Tests and benches may swap the transport; production uses the global fetch. */
  fetch?: typeof fetch;
};

export type Adapter = (context: AdapterContext) => SdkTarget;
