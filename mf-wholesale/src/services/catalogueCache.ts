import { storage } from '@platform/shared';
import { type WholesaleDropdownOptions } from '@platform/shared/wholesale';
import { Catalogue } from '../domain/catalogue';
import { wholesaleApi, type WholesaleApi } from './wholesaleApi';

function cacheKey(staff: boolean, scope: string): string {
  return `wholesale_catalogue:${staff ? 'staff' : scope}`;
}

/**
 * The dropdown data, from the server when it answers; otherwise the copy kept from the last
 * answer, so a page reloaded during an outage still shows names instead of ids.
 */
export async function loadDropdownOptions(
  staff: boolean,
  scope: string,
  client: WholesaleApi = wholesaleApi,
): Promise<WholesaleDropdownOptions> {
  try {
    const options = await client.dropdownOptions(staff);
    storage.set(cacheKey(staff, scope), options);
    return options;
  } catch (error) {
    const cached = storage.get<WholesaleDropdownOptions>(cacheKey(staff, scope));
    if (cached) return cached;
    throw error;
  }
}

export async function loadCatalogue(
  staff: boolean,
  scope: string,
  client: WholesaleApi = wholesaleApi,
): Promise<Catalogue> {
  return new Catalogue(await loadDropdownOptions(staff, scope, client));
}
