import { ResultCode } from '@inkstone/contract/envelope';
import type { Language } from '@inkstone/contract/edition';
import { formatMessage, type MessageKey } from '@inkstone/contract/messages';
import type { ContextDocument, LanguageModel, StreamPart, StreamRequest } from '../../ai/types.ts';
import { SearchFault, webSearchProvider, type SearchFaultKind } from '../../ai/web-search/index.ts';
import type { Config } from '../../platform/config.ts';
import { AppError } from '../../platform/http/errors.ts';
import { readResults } from './pages.ts';
import { privateAddressIn } from './private-address.ts';

/** What a web search gave one question: the pages for the model, or why there are none. */
export type WebFindings = { documents: ContextDocument[]; notice: string | null };

const FAULT_NOTICES: Record<SearchFaultKind | 'notConfigured' | 'noResults', MessageKey> = {
  notConfigured: 'webSearch.notConfigured',
  refused: 'webSearch.refused',
  busy: 'webSearch.busy',
  failed: 'webSearch.failed',
  timeout: 'webSearch.failed',
  noResults: 'webSearch.noResults',
};

/**
 * Searches the web with a question before the model is asked. A question naming a private
 * address is refused (an AppError: nothing is written or charged); any other trouble, a
 * missing provider included, gives no pages and a notice in the reader's language, and the
 * question is answered without them. Nothing is cached: one user's search is never another's.
 */
export async function searchTheWeb(
  config: Config,
  question: string,
  language: Language,
  signal?: AbortSignal,
): Promise<WebFindings> {
  const named = privateAddressIn(question);
  if (named) throw new AppError(ResultCode.invalid, 'webSearch.privateAddress', { address: named.slice(0, 80) });
  const notice = (key: MessageKey): WebFindings => ({ documents: [], notice: formatMessage(language, key) });
  const provider = webSearchProvider(config);
  if (!provider) return notice(FAULT_NOTICES.notConfigured);

  const deadline = Date.now() + config.WEB_SEARCH_TIMEOUT_MS;
  const timeout = AbortSignal.timeout(config.WEB_SEARCH_TIMEOUT_MS);
  try {
    const results = await provider.search(question.slice(0, 400), {
      count: config.WEB_SEARCH_RESULTS,
      language,
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    const documents = await readResults(results, {
      allowHosts: new Set(config.FETCH_ALLOW_HOSTS),
      deadline,
      signal,
    });
    return documents.length ? { documents, notice: null } : notice(FAULT_NOTICES.noResults);
  } catch (error) {
    if (error instanceof SearchFault) return notice(FAULT_NOTICES[error.kind]);
    throw error;
  }
}

const WEB_SYSTEM =
  'The documents below are pages a web search found for the question just now. Answer from them ' +
  'where they help, cite each one you use as [n], and say when they do not answer the question.';

/** The model request with the found pages first, so their [n] are the answer's sources 1, 2, … */
export function withWebPages<R extends Omit<StreamRequest, 'signal'>>(findings: WebFindings | null, request: R): R {
  if (!findings?.documents.length) return request;
  return {
    ...request,
    system: [request.system, WEB_SYSTEM].filter(Boolean).join('\n\n'),
    documents: [...findings.documents, ...(request.documents ?? [])],
  };
}

/**
 * The model, its answer led by the notice when the search gave nothing (the reader learns the
 * answer is not from the web). The notice is kept in the stored answer, except when the model
 * failed before writing anything, so a failed answer stays an empty one.
 */
export function withSearchNotice(model: LanguageModel, findings: WebFindings | null): LanguageModel {
  const notice = findings?.notice;
  if (!notice) return model;
  const lead = `> ${notice}\n\n`;
  return {
    ...model,
    async *stream(request): AsyncGenerator<StreamPart> {
      yield { type: 'text', text: lead };
      for await (const part of model.stream(request)) {
        if ((part.type === 'finish' || part.type === 'error') && (part.type === 'finish' || part.result.text))
          yield { ...part, result: { ...part.result, text: lead + part.result.text } } as StreamPart;
        else yield part;
      }
    },
  };
}
