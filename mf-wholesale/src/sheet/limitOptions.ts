/** Accessory and colour lists start with the first 50 entries, 25 once a filter was emptied (spec §9). */
export const INITIAL_OPTIONS = 50;
export const OPTIONS_AFTER_EMPTY_FILTER = 25;
export const FILTER_DEBOUNCE_MS = 300;

export interface LimitedOption {
  value: number;
  label: string;
}

/**
 * The options a long select shows: every match of a search, otherwise the first 50 (25 after
 * a search was cleared). The chosen value is always among them, so its name shows.
 */
export function limitOptions(
  options: LimitedOption[],
  search: string,
  filterWasEmptied: boolean,
  selected: number | null,
): LimitedOption[] {
  const text = search.trim().toLowerCase();
  const shown = text
    ? options.filter((option) => option.label.toLowerCase().includes(text))
    : options.slice(0, filterWasEmptied ? OPTIONS_AFTER_EMPTY_FILTER : INITIAL_OPTIONS);
  if (selected !== null && !shown.some((option) => option.value === selected)) {
    const current = options.find((option) => option.value === selected);
    if (current) return [current, ...shown];
  }
  return shown;
}
