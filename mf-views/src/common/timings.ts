// Business constants of the view framework (spec §9), in one place so a test can pin them.

export const FORM_CHANGE_DEBOUNCE_MS = 500;
/** Switch-type fields apply at once. */
export const SWITCH_CHANGE_DEBOUNCE_MS = 0;
export const OBJECT_DATA_DEBOUNCE_MS = 200;
export const LIST_SEARCH_DEBOUNCE_MS = 500;
export const TEXT_FILTER_DEBOUNCE_MS = 500;
export const DROPDOWN_FILTER_DEBOUNCE_MS = 1000;
export const SELECT_INPUT_DEBOUNCE_MS = 300;
export const WIZARD_SEARCH_DEBOUNCE_MS = 300;

export const DROPDOWN_PAGE_SIZE = 20;
/** The next options page loads when the user scrolls within this many items of the end. */
export const DROPDOWN_LOAD_AHEAD = 3;
export const DROPDOWN_RETRIES = 10;
export const LIST_RETRIES = 3;
/**
 * The spec's neighbour-list page size: a list without pagination reads its rows at once. The
 * previous/next record buttons ask the server for the neighbours instead (ADR 152).
 */
export const NEIGHBOUR_PAGE_SIZE = 10_000_000;
/** Rows a list without pagination asks for first, to paint its first screen early (ADR 170). */
export const FIRST_SCREEN_ROWS = 100;
export const DEFAULT_ROWS_PER_PAGE_OPTIONS = [10, 25, 50, 100];
export const TAB_AUTO_SWITCH_MS = 30_000;
export const TAB_TICK_MS = 1_000;

export const INLINE_SUCCESS_OVERLAY_MS = 600;
export const INLINE_ERROR_OVERLAY_MS = 800;
export const INLINE_FLASH_MS = 1_500;

export const MULTI_VIEW_COLUMNS = 12;
export const DEFAULT_SORT_PRIORITY = 999;
