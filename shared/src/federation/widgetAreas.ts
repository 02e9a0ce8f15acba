import { STORAGE_KEYS } from '../session/keys';
import { storage } from '../session/storage';

/** How many areas the device remembers, the most recent first. */
export const REMEMBERED_WIDGET_AREAS = 8;

/**
 * The areas whose widgets this device drew, the most recent first (ADR 277): the sign-in page
 * fetches ahead only those areas' widget files while the user types. Area names only; kept across
 * sign-outs, like the device token.
 */
export function rememberedWidgetAreas(): string[] {
  const value = storage.get<unknown>(STORAGE_KEYS.widgetAreas);
  return Array.isArray(value)
    ? value.filter((name): name is string => typeof name === 'string')
    : [];
}

/** Notes that a widget of `area` was drawn: it goes first, once. */
export function rememberWidgetArea(area: string): void {
  const areas = rememberedWidgetAreas();
  if (areas[0] === area) return;
  storage.set(
    STORAGE_KEYS.widgetAreas,
    [area, ...areas.filter((name) => name !== area)].slice(0, REMEMBERED_WIDGET_AREAS),
  );
}
