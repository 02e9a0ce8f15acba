/**
 * Typed readers of a widget's settings (`readWidgetInput(props).settings` from the kernel): the
 * first of several accepted keys that holds a usable value.
 */
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
