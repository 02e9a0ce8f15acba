import type { SearchResult } from '@platform/shared/contracts';
import type { AuthUser } from './sessions';

/**
 * A source of global search results. Each provider answers one group (its `group` label);
 * modules register theirs with `ctx.search.register(provider)` in `register()`.
 */
export interface SearchProvider {
  /** Group heading shown above the provider's results, e.g. 'Pages'. */
  group: string;
  /** Ordering of groups: lower first. */
  order: number;
  search(text: string, user: AuthUser, limit: number): Promise<SearchResult[]>;
}

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
