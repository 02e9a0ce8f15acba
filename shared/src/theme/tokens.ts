/**
 * The platform's brand, in one place: antd's theme (`PLATFORM_THEME` of `@platform/shared/ui`),
 * the plain controls of the sign-in page and the page's early copy of it (`PLAIN_CSS`), and the
 * area fallback all read these, so a page assembled from several remotes looks like one product.
 */
export const PLATFORM_TOKENS = {
  colorPrimary: '#1f5f8b',
  /** antd derives its hover colour from the primary; the plain controls use the same value. */
  colorPrimaryHover: '#3f7fa8',
  /** The deep end of the sign-in page's background. */
  colorPrimaryDeep: '#0f3b5c',
  borderRadius: 6,
  fontFamily:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
} as const;

/** `#rrggbb` with an opacity, as CSS `rgba(…)`. */
export function withAlpha(hex: string, alpha: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgba(${value >> 16},${(value >> 8) & 255},${value & 255},${alpha})`;
}
