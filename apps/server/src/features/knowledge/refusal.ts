import { ResultCode } from '@inkstone/contract/envelope';
import { knowledgeFileFormats } from '@inkstone/contract/knowledge-api';
import { AppError } from '../../platform/http/errors.ts';
import { FinalJobError } from '../../platform/queue/queue.ts';
import type { Reason } from './reason.ts';

/**
 * A source that can never be learned as it is (an empty page, a corrupt file, an address on a
 * private network): the job ends at once and the source `failed` with this reason. Anything
 * else that goes wrong is passing trouble and is tried again.
 */
export class SourceRefusal extends FinalJobError {
  constructor(readonly reason: Reason) {
    super(reason.key);
  }
}

export const refuse = (key: Reason['key'], params?: Reason['params']) => new SourceRefusal({ key, params });

/** SPEC §5 "unsupported formats prompt conversion": the answer names the formats we take. */
export const unsupportedFormat = () =>
  new AppError(ResultCode.unsupportedMedia, 'knowledge.unsupportedFormat', {
    formats: knowledgeFileFormats.join(', '),
  });
