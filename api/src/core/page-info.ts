import type { AuthUser } from './sessions';

/** The answer of GET /page-info. Contributors may add fields. */
export interface PageInfo {
  route_id: number;
  page_name: string;
  return_path: string | null;
  menu_item_path: string | null;
  multi_view_id: number | null;
  route_type: string;
  page_buttons: unknown[];
  record_name: string | null;
  [extra: string]: unknown;
}

export interface PageInfoRequest {
  routeId: number;
  /** The record shown on the page (`main_id`), when the page is about one record. */
  mainId: number | null;
  user: AuthUser;
}

/**
 * Adds to the page information of a route, e.g. the views module naming the record shown
 * (`record_name`) or adding page buttons. Return only the fields to change.
 */
export type PageInfoContributor = (
  page: PageInfo,
  request: PageInfoRequest,
) => Promise<Partial<PageInfo>> | Partial<PageInfo>;

export class PageInfoRegistry {
  private readonly contributors: PageInfoContributor[] = [];

  register(contributor: PageInfoContributor): void {
    this.contributors.push(contributor);
  }

  async complete(page: PageInfo, request: PageInfoRequest): Promise<PageInfo> {
    let result = page;
    for (const contributor of this.contributors) {
      result = { ...result, ...(await contributor(result, request)) };
    }
    return result;
  }
}
