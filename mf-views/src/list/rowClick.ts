import type { ListConfig, RecordData } from '@platform/shared';
import { fillTemplate } from '../common/records';

/** Only a plain primary-button click opens a row; other buttons and clicks inside controls do not. */
export function isRowOpeningClick(event: { button: number; target: EventTarget | null }): boolean {
  if (event.button !== 0) return false;
  const target = event.target as Element | null;
  return !target?.closest?.(
    'input, textarea, button, a, label, .ant-select, .ant-picker, .ant-checkbox-wrapper, .ant-radio-wrapper',
  );
}

/**
 * Where a row click goes (before the default tab is appended): row_click_url with the row's
 * placeholders filled (the id appended when it has none), else the current path plus the id.
 */
export function rowClickPath(config: ListConfig, row: RecordData, currentPath: string): string {
  const id = encodeURIComponent(String(row.id));
  const configured = config.row_click_url;
  if (configured) {
    const filled = fillTemplate(configured, row);
    return filled === configured ? `${configured.replace(/\/+$/, '')}/${id}` : filled;
  }
  return `${currentPath.replace(/\/+$/, '')}/${id}`;
}

/** Where the new-record button goes: new_button_url, else the current path plus /new. */
export function newRecordPath(config: ListConfig, currentPath: string): string {
  return config.new_button_url ?? `${currentPath.replace(/\/+$/, '')}/new`;
}
