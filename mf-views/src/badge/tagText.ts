import type { CSSProperties } from 'react';

/**
 * Text colours for antd's preset tags whose own text shade (…7) is too light on their tint
 * (2.0–3.4:1): a darker shade of the same palette, ≥ 4.5:1 (WCAG AA; ADR 192 addendum). antd
 * writes preset colours through CSS variables its theme overrides do not reach, so the badge
 * sets them itself. Colours not listed (blue, red, magenta, purple, geekblue, hex) read well.
 */
export const READABLE_TAG_TEXT: Readonly<Record<string, string>> = {
  cyan: '#006d75',
  green: '#237804',
  gold: '#874d00',
  orange: '#ad4e00',
  volcano: '#ad2102',
  lime: '#3f6600',
  yellow: '#876800',
};

/** The style a tag of this colour needs to be readable, if any. */
export function readableTagStyle(colour: string): CSSProperties | undefined {
  return Object.hasOwn(READABLE_TAG_TEXT, colour)
    ? { color: READABLE_TAG_TEXT[colour] }
    : undefined;
}
