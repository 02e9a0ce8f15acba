import type { ButtonDefinition, FieldValue, RecordData } from '@platform/shared';

/** A record value that counts as true for displayIfTrue. */
export function isTruthy(value: FieldValue | undefined): boolean {
  if (value === null || value === undefined || value === false || value === 0) return false;
  if (typeof value === 'string') return !['', '0', 'false'].includes(value.trim().toLowerCase());
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/**
 * Whether a button shows: displayOn 'edit' only while the record is editable, 'readonly' only
 * while it is not, 'always' (the default) in both; displayIfTrue needs a truthy record field.
 */
export function isButtonShown(
  button: ButtonDefinition,
  editable: boolean,
  record: RecordData,
): boolean {
  const on = button.displayOn ?? 'always';
  if (on === 'edit' && !editable) return false;
  if (on === 'readonly' && editable) return false;
  if (button.displayIfTrue && !isTruthy(record[button.displayIfTrue])) return false;
  return true;
}

export type ButtonAlignment = 'left' | 'center' | 'right';

/** Shown buttons by alignment (config.align, default right), each group in sort order. */
export function arrangeButtons(
  buttons: ButtonDefinition[],
): Record<ButtonAlignment, ButtonDefinition[]> {
  const groups: Record<ButtonAlignment, ButtonDefinition[]> = { left: [], center: [], right: [] };
  const ordered = buttons
    .map((button, index) => ({ button, index }))
    .sort((a, b) => (a.button.sort ?? 0) - (b.button.sort ?? 0) || a.index - b.index);
  for (const { button } of ordered) groups[button.config?.align ?? 'right'].push(button);
  return groups;
}
