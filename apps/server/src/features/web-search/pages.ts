import type { WebResult } from '../../ai/web-search/index.ts';
import type { ContextDocument } from '../../ai/types.ts';
import { AppError } from '../../platform/http/errors.ts';
import { safeFetch } from '../../platform/fetch/safe-fetch.ts';
import type { AllowList } from '../../platform/fetch/allow-list.ts';
import { isAllowed } from '../../platform/fetch/allow-list.ts';
import { readablePage } from '../knowledge/service.ts';
import { isPrivateHost } from './private-address.ts';

/** A result page bigger than this is not an article worth waiting for. */
const PAGE_MAX_BYTES = 2 * 1024 * 1024;
/** What one page may add to the model's context (the context selection trims further). */
const PAGE_MAX_CHARS = 6000;

export type ReadOptions = { allowHosts: AllowList; deadline: number; signal?: AbortSignal; now?: () => number };

/**
 * The results as documents for the model, in the provider's order: each page fetched through
 * the SSRF-safe fetcher, in parallel, all within one deadline, and read by the URL sources'
 * extractor. A page that cannot be read in time (or is not HTML) counts by its snippet; a
 * result on a private or loopback address is dropped altogether, snippet included, and so is
 * one whose page the fetcher refuses for leading there (a public name resolving inward).
 */
export async function readResults(results: readonly WebResult[], options: ReadOptions): Promise<ContextDocument[]> {
  const now = options.now ?? Date.now;
  const reachable = results.filter((result) => {
    const url = URL.parse(result.url);
    return url !== null && (isAllowed(options.allowHosts, url) || !isPrivateHost(url));
  });
  const read = await Promise.all(
    reachable.map(async (result, index): Promise<ContextDocument | null> => {
      const text = await pageText(result.url, options, Math.max(1, options.deadline - now())).catch(
        (error: unknown) => {
          if (error instanceof AppError && error.key === 'fetch.privateAddress') return null;
          return '';
        },
      );
      if (text === null) return null;
      const body = text || result.snippet;
      if (!body.trim()) return null;
      return { id: `web-${index + 1}`, title: result.title, url: result.url, text: body };
    }),
  );
  return read.filter((document): document is ContextDocument => document !== null);
}

/** The page's readable text, '' when it has none we can use. */
async function pageText(url: string, options: ReadOptions, timeoutMs: number): Promise<string> {
  const page = await safeFetch(url, {
    maxBytes: PAGE_MAX_BYTES,
    timeoutMs,
    allowHosts: options.allowHosts,
    accept: 'text/html,application/xhtml+xml,text/plain;q=0.8',
    signal: options.signal,
  });
  if (page.status >= 400) return '';
  const type = String(page.headers['content-type'] ?? 'text/html').toLowerCase();
  const body = page.body.toString('utf8');
  if (type.startsWith('text/plain')) return body.slice(0, PAGE_MAX_CHARS);
  if (!type.includes('html')) return '';
  const read = readablePage(body, page.url, { maxChars: Number.POSITIVE_INFINITY });
  return read.ok ? read.source.text.slice(0, PAGE_MAX_CHARS) : '';
}
