import { BotCategory, BotSort } from '@inkstone/contract/bots';
import type { DiscoverFilters } from '../api/keys.ts';

/**
 * Discover's filters live in the address (?category=&tag=&q=&sort=), so a reload or a shared link
 * keeps them. Values the contract would refuse are dropped rather than sent.
 */
export function filtersOf(params: URLSearchParams): DiscoverFilters {
  const category = BotCategory.safeParse(params.get('category'));
  const sort = BotSort.safeParse(params.get('sort'));
  const tag = params.get('tag')?.trim();
  const keyword = params.get('q')?.trim().slice(0, 100);
  return {
    category: category.success ? category.data : undefined,
    tag: tag || undefined,
    keyword: keyword || undefined,
    sort: sort.success ? sort.data : 'newest',
  };
}

export function paramsOf(filters: DiscoverFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.category) params.category = filters.category;
  if (filters.tag) params.tag = filters.tag;
  if (filters.keyword) params.q = filters.keyword;
  if (filters.sort && filters.sort !== 'newest') params.sort = filters.sort;
  return params;
}

export const isFiltered = (filters: DiscoverFilters) => Boolean(filters.category || filters.tag || filters.keyword);
