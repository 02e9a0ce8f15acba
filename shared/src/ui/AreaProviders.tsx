import { useSyncExternalStore, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider, theme } from 'antd';
import { StyleProvider } from '@ant-design/cssinjs';
import { observer } from 'mobx-react-lite';
import { PLATFORM_TOKENS, session } from '@platform/shared';
import { PLATFORM_STYLE_CACHE } from './styleCache';

/** antd's theme: the platform's brand tokens, so every area looks like one product. */
export const PLATFORM_THEME = {
  algorithm: theme.defaultAlgorithm,
  token: {
    colorPrimary: PLATFORM_TOKENS.colorPrimary,
    borderRadius: PLATFORM_TOKENS.borderRadius,
    fontFamily: PLATFORM_TOKENS.fontFamily,
    // Readable at WCAG AA (4.5:1): secondary text and placeholders (62 % / 56 % black).
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    // Danger buttons and error text in red-7 (5.9:1), not antd's red-5 (3.9:1).
    colorError: '#cf1322',
    // Links in the brand colour (6.5:1 on white), not antd's own blue (#1677ff, 3.8:1 on grey).
    colorLink: PLATFORM_TOKENS.colorPrimary,
    // antd's tint of the dark brand colour is a grey (#c0c9cc) on which the brand colour reads
    // at 4.06:1: the selected menu item, selected rows and options take a light blue tint.
    colorPrimaryBg: '#e3edf4',
    colorPrimaryBgHover: '#d3e2ed',
  },
} as const;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToReducedMotion(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;

/** Whether the user asked their system for less motion; follows a change while the page is open. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeToReducedMotion, prefersReducedMotion, () => false);
}

/**
 * The CSS-variable scope of the platform's theme: the same in every React root, so the theme's
 * variables (and each component's) are computed and written once per page, not once per root
 * (antd names a scope per ConfigProvider by default). It names the font size and motion, the
 * two tokens that differ between users, so two themes never share a scope. A ConfigProvider
 * nested inside (a component token changed for one table) still gets a scope of its own.
 */
export function platformCssVarKey(fontSize: number, motion: boolean): string {
  return `pl-theme-${fontSize}${motion ? '' : '-still'}`;
}

/**
 * antd context for one React root: each remote mounts its own root, so each needs its providers.
 * The font size follows the user's choice (the version button cycles it), so antd scales too.
 * A user whose system asks for reduced motion gets antd without its animations (drawers, menus,
 * pop-ups and messages appear at once: WCAG 2.3.3).
 */
export const AreaProviders = observer(function AreaProviders({
  children,
}: {
  children: ReactNode;
}) {
  const reducedMotion = usePrefersReducedMotion();
  return (
    <StyleProvider cache={PLATFORM_STYLE_CACHE}>
      <ConfigProvider
        theme={{
          ...PLATFORM_THEME,
          token: { ...PLATFORM_THEME.token, fontSize: session.fontSize, motion: !reducedMotion },
          cssVar: { key: platformCssVarKey(session.fontSize, !reducedMotion) },
        }}
      >
        <AntApp component={false}>{children}</AntApp>
      </ConfigProvider>
    </StyleProvider>
  );
});
