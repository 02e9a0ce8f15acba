import { theme } from 'antd';
import { PLATFORM_THEME } from './AreaProviders';

/** WCAG relative luminance of `#rrggbb` or `rgba(r, g, b, a)` laid over white. */
function luminance(colour: string): number {
  const rgba = /^rgba?\((\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\)$/.exec(colour);
  const channels = rgba
    ? [1, 2, 3].map((at) => {
        const alpha = rgba[4] === undefined ? 1 : Number(rgba[4]);
        return (Number(rgba[at]) * alpha + 255 * (1 - alpha)) / 255;
      })
    : [1, 3, 5].map((at) => parseInt(colour.slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

const PRESETS = [
  'blue',
  'cyan',
  'green',
  'gold',
  'orange',
  'volcano',
  'lime',
  'yellow',
  'red',
  'magenta',
  'purple',
  'geekblue',
] as const;

describe('the platform theme is readable (WCAG AA, 4.5:1)', () => {
  const token = theme.getDesignToken(PLATFORM_THEME) as unknown as Record<string, string>;

  it.each(PRESETS)('a %s tag: its text on its tint', (colour) => {
    // antd's preset tags write the …7 shade on the …1 tint.
    expect(contrast(token[`${colour}7`], token[`${colour}1`])).toBeGreaterThanOrEqual(4.5);
  });

  it('secondary text on white and on the page grey', () => {
    expect(contrast(token.colorTextDescription, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(token.colorTextDescription, '#f5f5f5')).toBeGreaterThanOrEqual(4.5);
  });

  it('danger text and placeholders on white', () => {
    expect(contrast(token.colorError, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(token.colorTextPlaceholder, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('white text on the primary colour (the top bar, avatars)', () => {
    expect(contrast('#ffffff', token.colorPrimary)).toBeGreaterThanOrEqual(4.5);
  });
});
