import { parseWidgetConfig as parseConfig, type WidgetProps } from '@platform/shared';

/**
 * What the view framework hands a widget, read once at the edge: the multi-view item's config,
 * the route parameters and the item itself. Anything else a host passes stays in `rest`.
 */
export interface WidgetInput {
  config: Record<string, unknown>;
  params: Record<string, string>;
  item: Record<string, unknown> | null;
  rest: Record<string, unknown>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value written ':name' stands for the route parameter `name` (e.g. user_id: ':id'). */
function resolveParams(
  values: Record<string, unknown>,
  params: Record<string, string>,
): Record<string, unknown> {
  const resolved: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const name = typeof value === 'string' && value.startsWith(':') ? value.slice(1) : null;
    resolved[key] = name === null ? value : params[name];
  }
  return resolved;
}

/**
 * Reads a widget's props. The item's definition (`data`) and its `config` are merged, config
 * winning, so a setting may sit in either.
 */
export function readWidgetInput(props: WidgetProps): WidgetInput {
  const { config, params, item, data, ...rest } = props;
  const stringParams: Record<string, string> = {};
  if (isRecord(params)) {
    for (const [key, value] of Object.entries(params)) {
      if (value !== undefined && value !== null) stringParams[key] = String(value);
    }
  }
  const itemRecord = isRecord(item) ? item : null;
  const merged = {
    ...parseConfig(itemRecord?.data),
    ...parseConfig(data),
    ...parseConfig(itemRecord?.config),
    ...parseConfig(config),
  };
  return {
    config: resolveParams(merged, stringParams),
    params: stringParams,
    item: itemRecord,
    rest,
  };
}

export function configString(
  config: Record<string, unknown>,
  ...keys: string[]
): string | undefined {
  for (const key of keys) {
    const value = config[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return undefined;
}

export function configNumber(
  config: Record<string, unknown>,
  ...keys: string[]
): number | undefined {
  for (const key of keys) {
    const value = Number(config[key]);
    if (
      config[key] !== undefined &&
      config[key] !== null &&
      config[key] !== '' &&
      Number.isFinite(value)
    ) {
      return value;
    }
  }
  return undefined;
}

export function configBoolean(
  config: Record<string, unknown>,
  ...keys: string[]
): boolean | undefined {
  for (const key of keys) {
    const value = config[key];
    if (typeof value === 'boolean') return value;
    if (value === 1 || value === '1' || value === 'true') return true;
    if (value === 0 || value === '0' || value === 'false') return false;
  }
  return undefined;
}

export function configList(
  config: Record<string, unknown>,
  ...keys: string[]
): string[] | undefined {
  for (const key of keys) {
    const value = config[key];
    if (Array.isArray(value)) return value.map(String);
    if (typeof value === 'string' && value.trim() !== '')
      return value.split(',').map((v) => v.trim());
  }
  return undefined;
}
