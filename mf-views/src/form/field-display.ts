// How a form field reads when it is not an input: the options a select shows, the text of a
// read-only value, the kinds that stay inputs on a read-only form, and where a scrolled option
// list has got to. The renderers themselves are in fields.tsx.
import {
  formatValue,
  isValueFormat,
  session,
  type FieldValue,
  type FormComponent,
  type SelectOption,
} from '@platform/shared';
import { formatTimeValue } from '@platform/shared/ui';
import type { FormStore } from './FormStore';

/** A select's options: the list options of its form, else its loaded pages, else its config. */
export function optionsOf(store: FormStore, component: FormComponent): SelectOption[] {
  return (
    store.listOptions.get(component.field) ??
    store.pagedOptions.get(component.field)?.options ??
    component.config?.options ??
    []
  );
}

/** Where in the loaded options the user has scrolled to: the last visible index. */
export function lastVisibleIndex(
  target: Pick<HTMLElement, 'scrollTop' | 'clientHeight' | 'scrollHeight'>,
  count: number,
): number {
  if (target.scrollHeight <= 0) return count - 1;
  return Math.ceil(((target.scrollTop + target.clientHeight) / target.scrollHeight) * count) - 1;
}

/** Field kinds shown as an input even when the form is read-only. */
export const ALWAYS_RENDERED: ReadonlySet<string> = new Set([
  'multi_line',
  'signature',
  'measurement_tool',
  'file_picker',
  'status_badge',
  'heading',
  'switch',
  'checkbox',
]);

/**
 * The text a read-only field shows: by the field's format code when it has one (money as
 * $377.50), else option names for selects, formatted dates and times, the value as text.
 */
export function displayText(
  store: FormStore,
  component: FormComponent,
  value: FieldValue | undefined,
): string {
  if (value === null || value === undefined || value === '') return '';
  const format = component.config?.format;
  if (isValueFormat(format) && typeof value !== 'object') {
    return formatValue(value, format, { timeZone: session.user?.timezone });
  }
  switch (component.html_tag) {
    case 'select':
    case 'multiselect': {
      const options = optionsOf(store, component);
      const label = (id: FieldValue) =>
        options.find((option) => String(option.id) === String(id))?.name ?? String(id);
      return Array.isArray(value) ? value.map(label).join(', ') : label(value);
    }
    case 'date':
      return formatValue(value, 'dateonly');
    case 'datetime':
      return formatValue(value, 'date', { timeZone: session.user?.timezone });
    case 'time':
      return formatTimeValue(String(value)) || String(value);
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}
