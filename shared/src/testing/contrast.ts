/** WCAG contrast of two colours, for tests that check text is readable (ADR 192). */

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

export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}
