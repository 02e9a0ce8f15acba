import type { ButtonDefinition } from '@platform/shared';
import { isRecord } from '../common/records';

const DISPLAY_ON = new Set(['always', 'edit', 'readonly']);

/** Converts server button definitions (a list, or nothing) into typed ones. */
export function parseButtons(raw: unknown): ButtonDefinition[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(isRecord).map((button, index) => ({
    label: String(button.label ?? ''),
    icon: typeof button.icon === 'string' ? button.icon : null,
    color: typeof button.color === 'string' ? button.color : null,
    title: typeof button.title === 'string' ? button.title : null,
    sort: Number(button.sort ?? index),
    clickFn: String(button.clickFn ?? ''),
    displayIfTrue: typeof button.displayIfTrue === 'string' ? button.displayIfTrue : null,
    displayOn: DISPLAY_ON.has(String(button.displayOn))
      ? (button.displayOn as ButtonDefinition['displayOn'])
      : 'always',
    config: isRecord(button.config) ? button.config : {},
    confirmPrompt: typeof button.confirmPrompt === 'string' ? button.confirmPrompt : null,
    promptQuestion: typeof button.promptQuestion === 'string' ? button.promptQuestion : null,
    newTab: Boolean(button.newTab),
    disable: Boolean(button.disable),
  }));
}
