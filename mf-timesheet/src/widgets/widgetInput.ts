import type { WidgetProps } from '@platform/shared';

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

function parseConfig(value: unknown): Record<string, unknown> {
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

export function readWidgetInput(props: WidgetProps): WidgetInput {
  const { config, params, item, ...rest } = props;
  const stringParams: Record<string, string> = {};
  if (isRecord(params)) {
    for (const [key, value] of Object.entries(params)) {
      if (value !== undefined && value !== null) stringParams[key] = String(value);
    }
  }
  const itemRecord = isRecord(item) ? item : null;
  // A multi-view item may carry its config inside itself rather than beside it.
  const merged = { ...parseConfig(itemRecord?.config), ...parseConfig(config) };
  return { config: merged, params: stringParams, item: itemRecord, rest };
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
