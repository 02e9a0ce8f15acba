/** What the view framework hands a widget (item data/config, route params), read one way by every remote. */
import type { WidgetProps } from './widgets';

export interface WidgetInput {
  /** The item's data and config merged (config wins), ':name' values resolved from the route. */
  settings: Record<string, unknown>;
  params: Record<string, string>;
  /** The multi-view item itself, or null when the host passed none. */
  item: Record<string, unknown> | null;
  /** Every other prop the host passed (e.g. a form's `value`, a page's `recordId`). */
  rest: Record<string, unknown>;
}

export interface WidgetInputOptions {
  /** Keep route parameters whose value is '' (by default they are left out, as if absent). */
  keepEmptyParams?: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A widget's data or config: the object itself, or the object a JSON string holds; else {}. */
export function parseWidgetConfig(value: unknown): Record<string, unknown> {
  if (isRecord(value)) return value;
  if (typeof value === 'string' && value.trim().startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(value);
      return isRecord(parsed) ? parsed : {};
    } catch {
      return {};
    }
  }
  return {};
}

/** Reads what the view framework hands a widget: item data/config and the route parameters. */
export function readWidgetInput(
  props: WidgetProps,
  { keepEmptyParams = false }: WidgetInputOptions = {},
): WidgetInput {
  const { config, params: routeParams, item: itemProp, data, ...rest } = props;
  const params: Record<string, string> = {};
  if (isRecord(routeParams)) {
    for (const [key, value] of Object.entries(routeParams)) {
      if (value === undefined || value === null || (value === '' && !keepEmptyParams)) continue;
      params[key] = String(value);
    }
  }
  const item = isRecord(itemProp) ? itemProp : null;
  const merged = {
    ...parseWidgetConfig(item?.data),
    ...parseWidgetConfig(data),
    ...parseWidgetConfig(item?.config),
    ...parseWidgetConfig(config),
  };
  const settings: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(merged)) {
    settings[key] =
      typeof value === 'string' && /^:[a-z_]+$/i.test(value) ? params[value.slice(1)] : value;
  }
  return { settings, params, item, rest };
}

/** '/costing/product/:id/:child_id/clone' with the route's values; null when one is missing. */
export function fillRoute(template: string, params: Record<string, string>): string | null {
  let missing = false;
  const filled = template.replace(/:([a-z_]+)/gi, (_, name: string) => {
    const value = params[name];
    if (value === undefined) missing = true;
    return encodeURIComponent(value ?? '');
  });
  return missing ? null : filled;
}
