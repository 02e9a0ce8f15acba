import type { SearchResult } from '@platform/shared/contracts';
import type { AuthUser } from './sessions';

/** A provider's answer when it knows how many records matched (its group's caption). */
export interface SearchHits {
  results: SearchResult[];
  /** Every match, not only the first `limit`; `capped` when counting stopped at `COUNT_CAP`. */
  total: number;
  capped?: boolean;
}

/**
 * A source of global search results. Each provider answers one group (its `group` label);
 * modules register theirs with `ctx.search.register(provider)` in `register()`. A provider
 * returns only what the user may open, of the user's organisation.
 */
export interface SearchProvider {
  /** Group heading shown above the provider's results, e.g. 'Pages'. */
  group: string;
  /** Ordering of groups: lower first. */
  order: number;
  search(text: string, user: AuthUser, limit: number): Promise<SearchResult[] | SearchHits>;
}

/** One result of kind `type` ('page', 'person', …): its `item_class` styles it by that kind. */
export function searchResult(
  type: string,
  label: string,
  caption: string,
  path: string | null,
): SearchResult {
  return { label, caption, type_name: type, path, item_class: `search-item search-${type}` };
}

/** Counting the matches of a group stops here ('1000+ found'). */
export const SEARCH_COUNT_CAP = 1000;

export class SearchRegistry {
  private readonly providers: SearchProvider[] = [];

  register(provider: SearchProvider): void {
    this.providers.push(provider);
    this.providers.sort((a, b) => a.order - b.order);
  }

  list(): readonly SearchProvider[] {
    return this.providers;
  }
}
