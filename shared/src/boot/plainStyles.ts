import { PLATFORM_TOKENS, withAlpha } from '../theme/tokens';

// The look of the plain controls: antd's default theme with the platform's tokens (colour,
// radius, font), so the sign-in page matches the antd pages after it (ADR 169).
// The shell's page carries the same sheet for the sign-in form it shows before any script has
// run (ADR 172), so both draw from this one copy.
const { colorPrimary: PRIMARY, colorPrimaryHover: HOVER, borderRadius: RADIUS } = PLATFORM_TOKENS;
const FONT = PLATFORM_TOKENS.fontFamily.replace(/, /g, ',');

export const PLAIN_CSS = `
.pl-root{font-family:${FONT};font-size:14px;line-height:1.5715;color:rgba(0,0,0,.88)}
.pl-card{box-sizing:border-box;width:100%;background:#fff;border-radius:8px;padding:24px;box-shadow:0 12px 32px rgba(0,0,0,.25)}
.pl-title{margin:0 0 16px;font-size:24px;font-weight:600;line-height:1.33;text-align:center}
.pl-text{margin:0 0 16px;color:rgba(0,0,0,.45)}
.pl-field{margin-bottom:24px}
.pl-field.pl-has-error{margin-bottom:2px}
.pl-label{display:block;padding-bottom:8px}
.pl-affix{position:relative;display:block}
.pl-input{box-sizing:border-box;display:block;width:100%;height:32px;margin:0;padding:4px 11px;font:inherit;color:inherit;background:#fff;border:1px solid #d9d9d9;border-radius:${RADIUS}px;outline:none;transition:border-color .2s,box-shadow .2s}
.pl-affix .pl-input{padding-right:40px}
.pl-input:hover{border-color:${HOVER}}
.pl-input:focus{border-color:${PRIMARY};box-shadow:0 0 0 2px ${withAlpha(PRIMARY, 0.15)}}
.pl-input[aria-invalid=true]{border-color:#ff4d4f}
.pl-input[aria-invalid=true]:focus{box-shadow:0 0 0 2px rgba(255,38,5,.06)}
.pl-error{min-height:22px;color:#ff4d4f}
.pl-btn{box-sizing:border-box;display:inline-flex;align-items:center;justify-content:center;gap:8px;height:32px;padding:4px 15px;font:inherit;color:rgba(0,0,0,.88);background:#fff;border:1px solid #d9d9d9;border-radius:${RADIUS}px;cursor:pointer;transition:all .2s}
.pl-btn:hover{color:${HOVER};border-color:${HOVER}}
.pl-btn:focus-visible{outline:4px solid ${withAlpha(PRIMARY, 0.35)};outline-offset:1px}
.pl-btn[disabled]{color:rgba(0,0,0,.25);background:rgba(0,0,0,.04);border-color:#d9d9d9;cursor:not-allowed}
.pl-primary{color:#fff;background:${PRIMARY};border-color:${PRIMARY};box-shadow:0 2px 0 rgba(5,145,255,.1)}
.pl-primary:hover{color:#fff;background:${HOVER};border-color:${HOVER}}
.pl-primary[aria-busy=true]{opacity:.65;cursor:default}
.pl-block{display:flex;width:100%}
.pl-link{height:auto;padding:0;color:${PRIMARY};background:none;border:none;box-shadow:none}
.pl-link:hover{color:${HOVER};background:none}
.pl-toggle{position:absolute;top:1px;right:1px;height:30px;width:36px;padding:0;color:rgba(0,0,0,.45);background:none;border:none;border-radius:0 6px 6px 0;cursor:pointer}
.pl-toggle:hover{color:rgba(0,0,0,.88)}
.pl-toggle:focus-visible{outline:2px solid ${withAlpha(PRIMARY, 0.5)}}
.pl-actions{display:flex;justify-content:flex-end;gap:8px}
.pl-divider{display:flex;align-items:center;margin:16px 0;white-space:nowrap}
.pl-divider::before,.pl-divider::after{content:'';flex:1;border-top:1px solid rgba(5,5,5,.06)}
.pl-divider span{padding:0 1em}
.pl-spin{display:inline-block;width:14px;height:14px;border:2px solid currentColor;border-right-color:transparent;border-radius:50%;animation:pl-spin .8s linear infinite}
.pl-spin-large{width:32px;height:32px;color:${PRIMARY}}
@keyframes pl-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.pl-spin{animation-duration:2.4s}}
`;

let installed = false;

/** Adds the plain controls' style sheet to the page once. */
export function installPlainStyles(): void {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  const style = document.createElement('style');
  style.dataset.plainControls = '';
  style.textContent = PLAIN_CSS;
  document.head.appendChild(style);
}
