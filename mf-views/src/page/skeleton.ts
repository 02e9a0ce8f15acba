/** The tab values that show a form even on a list-like route. */
export const FORM_TABS = ['details', 'prestart'];

export const LIST_SKELETON = { columns: 6, rows: 5 } as const;
export const FORM_SKELETON_ROWS = 10;
export const INLINE_FORM_SKELETON_ROWS = 1;

export type SkeletonKind = 'list' | 'form';

/**
 * List-style loading for list routes, form-style otherwise. On a tabs page every tab but
 * 'details' and 'prestart' holds a list-like view.
 */
export function skeletonKind(routeType: string | undefined, tab: string | undefined): SkeletonKind {
  if (tab !== undefined && tab !== '') return FORM_TABS.includes(tab) ? 'form' : 'list';
  return routeType === 'list' ? 'list' : 'form';
}

/** Rows of the form-style skeleton: 10, or 1 when the form is inline. */
export function formSkeletonRows(inline: boolean): number {
  return inline ? INLINE_FORM_SKELETON_ROWS : FORM_SKELETON_ROWS;
}
