// The stand-in for the style function of an antd style hook whose rules the static style sheet
// holds (ADR 256). A production build gives it to antd in place of the function
// (scripts/webpack/antd-static-styles/loader.mjs). antd calls a style function only for rules the
// page does not have yet, so this runs only when the sheet lacks a part (a class prefix no
// gallery entry drew): it loads the module's original functions and writes those rules itself.
import { normalizeStyle, parseStyle } from '@ant-design/cssinjs/es/hooks/useStyleRegister';

/** What antd passes a style function besides the token. */
export interface StyleInfo {
  hashId: string;
  prefixCls: string;
  rootPrefixCls: string;
  iconPrefixCls: string;
}

type StyleFn = (token: unknown, info: StyleInfo) => unknown;

/** The module of the original functions: `__antdStyleFns[i]` is the i-th covered hook's. */
export interface FullStyleModule {
  __antdStyleFns: StyleFn[];
}

/** The parts written this way on this page, `<hash>|<hook>|<prefix>` (for tools and tests). */
export const missedStyles = new Set<string>();

/** The style element a part's rules are written into. */
export const MISSED_STYLE_ATTRIBUTE = 'data-antd-missed';

function writeRules(part: string, rules: unknown, hashId: string): void {
  const [css, effects] = parseStyle(rules as Parameters<typeof parseStyle>[0], {
    hashId,
    hashPriority: 'low',
    path: part,
  });
  const style = document.createElement('style');
  style.setAttribute(MISSED_STYLE_ATTRIBUTE, part);
  style.textContent = [css, ...Object.values(effects)]
    .map((text) => normalizeStyle(text, false))
    .join('');
  // Where antd writes its own: before the platform's style sheets, which override antd's.
  document.head.prepend(style);
}

/**
 * The style function antd gets for the `index`-th covered hook of a module (`hook`, as in antd's
 * style paths: `Button-Button`). It returns no rules at once and writes them when `load` is in;
 * a failed load is tried again the next time antd asks.
 */
export function missedStyle(
  hook: string,
  index: number,
  load: () => Promise<FullStyleModule>,
): StyleFn {
  return (token, info) => {
    const part = `${info.hashId}|${hook}|${info.prefixCls}`;
    if (missedStyles.has(part)) return [];
    missedStyles.add(part);
    console.warn(
      `antd's static style sheet has no rules for ${hook} (${info.prefixCls}): written at runtime (ADR 256)`,
    );
    load().then(
      (module) => writeRules(part, module.__antdStyleFns[index]!(token, info), info.hashId),
      () => missedStyles.delete(part),
    );
    return [];
  };
}
