// The early sign-in form of the shell's page (ADR 172): its markup, style and inline script,
// which the shell's build writes into index.html. Not part of the kernel's runtime (nothing at
// run time imports this file); `bootSignIn.ts` is the part the app uses.
//
// The markup repeats what mf-auth's sign-in page draws (AuthLayout, SignInForm, the Google
// button) with the same classes and texts, so the app's form replaces it without a visible
// change; mf-auth's `bootSignIn.test.tsx` fails when the two drift apart.
import { STORAGE_KEYS } from '../session/keys';
import { PLATFORM_TOKENS } from '../theme/tokens';
import { BOOT_SIGN_IN_ID } from './bootSignIn';

/** The form, hidden until the inline script shows it on /login (one line: no text between tags). */
export const BOOT_SIGN_IN_HTML = `<div id="${BOOT_SIGN_IN_ID}" hidden>
<div class="pl-root" style="min-height:100vh;display:flex;align-items:center;justify-content:center;padding:16px;box-sizing:border-box;background:${PLATFORM_TOKENS.colorPrimary} linear-gradient(135deg,${PLATFORM_TOKENS.colorPrimaryDeep},${PLATFORM_TOKENS.colorPrimary})">
<section class="pl-card" style="max-width:400px">
<h1 class="pl-title">Sign in</h1>
<form novalidate>
<div class="pl-field"><label class="pl-label" for="boot-email">Email</label><input id="boot-email" class="pl-input" name="email" type="email" autocomplete="username" autofocus></div>
<div class="pl-field"><label class="pl-label" for="boot-password">Password</label><span class="pl-affix"><input id="boot-password" class="pl-input" name="password" type="password" autocomplete="current-password"></span></div>
<button type="submit" class="pl-btn pl-primary pl-block">Sign in</button>
<div style="text-align:right;margin:8px 0 16px"><a class="pl-btn pl-link" href="/forgot-password">Forgot password?</a></div>
<div class="pl-divider" role="separator"><span>or</span></div>
<button type="button" class="pl-btn pl-block" data-boot-identity>Sign in with Google</button>
</form>
</section>
</div>
</div>`.replace(/>\n</g, '><');

/**
 * Shows the form on /login when no session is stored and no sign-in link is being used, and
 * records a press of either button (the app carries it out when it takes over). It runs
 * before the first paint; the page's content policy allows it by its hash (deploy/lib).
 */
export const BOOT_SIGN_IN_SCRIPT = `(function () {
  var boot = document.getElementById('${BOOT_SIGN_IN_ID}');
  if (!boot) return;
  var stored = null;
  try { stored = window.localStorage.getItem('${STORAGE_KEYS.token}'); } catch (error) { stored = null; }
  if (location.pathname !== '/login' || stored || /[?&]token=/.test(location.search)) {
    boot.remove();
    return;
  }
  boot.hidden = false;
  var press = function (what, button) {
    boot.setAttribute('data-pending', what);
    button.setAttribute('aria-busy', 'true');
  };
  boot.querySelector('form').addEventListener('submit', function (event) {
    event.preventDefault();
    press('sign-in', boot.querySelector('button[type=submit]'));
  });
  var identity = boot.querySelector('[data-boot-identity]');
  identity.addEventListener('click', function () { press('identity', identity); });
})();`;
