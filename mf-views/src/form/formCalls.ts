import {
  api,
  isApiError,
  notify,
  type DropdownOptionsRequest,
  type DropdownOptionsResult,
  type FieldValue,
  type RecordData,
} from '@platform/shared';
import { DROPDOWN_PAGE_SIZE, DROPDOWN_RETRIES } from '../common/timings';
import type { PagedOptions } from './pagedOptions';
import {
  relationshipEffect,
  type BoundRelationship,
  type RelationshipEffect,
} from './relationships';

export const DRAFT_SAVE_FAILED = 'continous save failed, check internet connection';

/**
 * GET /dropdown-options once for the whole form: the first page (20) of every paged select,
 * with its current value, seeded into each select's options.
 */
export async function seedDropdownOptions(
  pagedOptions: Map<string, PagedOptions>,
  valueOf: (field: string) => FieldValue | undefined,
): Promise<void> {
  const requests: DropdownOptionsRequest[] = [];
  for (const [field, options] of pagedOptions) {
    requests.push({
      data_url: options.dataUrl,
      value: valueOf(field) ?? null,
      page_size: DROPDOWN_PAGE_SIZE,
    });
  }
  if (requests.length === 0) return;
  try {
    const result = await api.get<DropdownOptionsResult>('/dropdown-options', {
      params: { values: JSON.stringify(requests) },
      retries: DROPDOWN_RETRIES,
      silent: true,
    });
    for (const options of pagedOptions.values()) {
      const page = result.data?.[options.dataUrl];
      if (page) options.seed(page);
    }
  } catch (error) {
    // Option fetch errors are only logged (spec §8); each select loads on opening instead.
    console.error('[mf_views] dropdown options failed to load', error);
  }
}

/** POSTs a relationship's data_url; null when the call fails (failures are only logged). */
export async function fetchRelationship(
  bound: BoundRelationship,
  payload: Record<string, FieldValue>,
): Promise<RelationshipEffect | null> {
  try {
    const result = await api.post<unknown>(bound.relationship.data_url, payload, { silent: true });
    return relationshipEffect(bound, result.data);
  } catch (error) {
    console.error('[mf_views] relationship failed', bound.relationship.data_url, error);
    return null;
  }
}

/** A continuous (draft) save; a network failure warns the user, other failures stay quiet. */
export async function saveDraft(url: string, record: RecordData): Promise<void> {
  try {
    await api.post(
      url,
      { object_data: JSON.stringify(record), draft: true },
      { silent: true, retries: 0 },
    );
  } catch (error) {
    if (isApiError(error) && error.status === 0 && !error.cancelled)
      notify.warning(DRAFT_SAVE_FAILED);
  }
}
