import type { FieldValue, MultiLineConfig, MultiLineItem, SelectOption } from '@platform/shared';
import { isRecord } from '../common/records';
import { isTruthy } from '../buttons/visibility';

export const DEFAULT_QUANTITY = 1;

/** A line as the editor keeps it: quantity defaults to 1. */
export function normalizeLine(raw: unknown): MultiLineItem | null {
  if (!isRecord(raw)) return null;
  const quantity = Number(raw.quantity);
  return {
    id: (raw.id ?? '') as string | number,
    name: String(raw.name ?? ''),
    quantity:
      Number.isFinite(quantity) && raw.quantity !== null && raw.quantity !== ''
        ? quantity
        : DEFAULT_QUANTITY,
    disable: Boolean(raw.disable),
  };
}

export function normalizeLines(raw: unknown): MultiLineItem[] {
  return (Array.isArray(raw) ? raw : [])
    .map(normalizeLine)
    .filter((line): line is MultiLineItem => line !== null);
}

/** Options must have an id; those without are logged and left out. */
export function validOptions(options: unknown[]): SelectOption[] {
  const valid: SelectOption[] = [];
  for (const option of options) {
    if (isRecord(option) && option.id !== undefined && option.id !== null && option.id !== '') {
      valid.push({
        ...option,
        id: option.id as string | number,
        name: String(option.name ?? option.id),
      });
    } else {
      console.error('[mf_views] multi-line option without an id', option);
    }
  }
  return valid;
}

/** Options that force_selection_rules.if_field_true makes compulsory. */
export function forcedOptionIds(options: SelectOption[], config: MultiLineConfig): Set<string> {
  const field = config.force_selection_rules?.if_field_true;
  if (!field) return new Set();
  return new Set(
    options
      .filter((option) => isTruthy(option[field] as FieldValue))
      .map((option) => String(option.id)),
  );
}

/** The lines with a line added for every forced option that has none. */
export function withForcedLines(
  lines: MultiLineItem[],
  options: SelectOption[],
  forced: Set<string>,
): MultiLineItem[] {
  const present = new Set(lines.map((line) => String(line.id)));
  const added = options
    .filter((option) => forced.has(String(option.id)) && !present.has(String(option.id)))
    .map((option) => ({ id: option.id, name: option.name, quantity: DEFAULT_QUANTITY }));
  return added.length > 0 ? [...lines, ...added] : lines;
}

/** A new line from the configured template. */
export function newLine(config: MultiLineConfig, index: number): MultiLineItem {
  const template = config.new_line_object ?? {};
  return {
    id: template.id ?? (config.no_options ? `new-${index}` : ''),
    name: template.name ?? '',
    quantity: template.quantity ?? DEFAULT_QUANTITY,
    disable: template.disable ?? false,
  };
}
