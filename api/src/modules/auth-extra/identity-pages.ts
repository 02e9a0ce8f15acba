import { escapeHtml } from '../../core/html';
/** The stand-in identity provider's pages: plain server-rendered HTML with no script. */

/**
 * Headers of every page. Browsers apply form-action to the redirect after a post as well, so the
 * shell's origin (where the provider sends the user back) must be allowed next to our own.
 */
export function pageHeaders(shellUrl: string): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${new URL(shellUrl).origin}`,
    'x-frame-options': 'DENY',
  };
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:26rem;margin:3rem auto;padding:0 1rem}
label{display:block;margin:.8rem 0 .3rem}input{width:100%;padding:.5rem;box-sizing:border-box}
button{padding:.5rem 1.2rem;margin:1rem .5rem 0 0}.error{color:#b00020}</style></head>
<body>${body}</body></html>`;
}

export function expiredPage(): string {
  return page(
    'Sign-in expired',
    '<h1>This sign-in has expired</h1><p>Go back to the sign-in page and choose Sign in with Google again.</p>',
  );
}

export function emailPage(state: string): string {
  return page(
    'Sign in with Google',
    `<h1>Sign in with Google</h1>
<p>Enter the address of the Google account you linked in Account settings.</p>
<form method="post" action="/oauth/sign-in">
<input type="hidden" name="state" value="${escapeHtml(state)}">
<label for="email">Google account</label>
<input id="email" name="email" type="email" autocomplete="username" required>
<button type="submit" name="decision" value="continue">Continue</button>
<button type="submit" name="decision" value="cancel" formnovalidate>Cancel</button>
</form>`,
  );
}

export function codePage(state: string, maskedEmail: string, error?: string): string {
  return page(
    'Sign in with Google',
    `<h1>Check your email</h1>
<p>If ${escapeHtml(maskedEmail)} is a linked Google account, we sent it a six-digit code.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/oauth/sign-in/code">
<input type="hidden" name="state" value="${escapeHtml(state)}">
<label for="code">Code</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" required>
<button type="submit">Sign in</button>
</form>`,
  );
}
