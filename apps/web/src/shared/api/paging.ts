/** What every paged answer carries (SPEC §7 `page` calls), as far as paging needs it. */
export type PageCounts = { current: number; pages: number };

/** The next page to ask for, for `getNextPageParam`: none once the last page is in. */
export const nextPageOf = (last: PageCounts): number | undefined =>
  last.current < last.pages ? last.current + 1 : undefined;

/**
 * SPEC §4 paging rule: the next page loads only while the current page is below the last one
 * and nothing is loading. (The original compares `current` with `total`; with `total` counting
 * records that would ask for empty pages, so the page count is used.)
 */
export function canLoadNext(page: PageCounts | undefined, loading: boolean): boolean {
  return Boolean(page) && !loading && page!.current < page!.pages;
}
