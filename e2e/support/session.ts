import { expect, type Cookie, type Page } from '@playwright/test';
import { API_URL, SHELL_URL } from './env';

/** The password of every demo account of the seed (api/README.md). */
export const DEMO_PASSWORD = 'Demo1234!';

/**
 * The local-storage keys that make a signed-in session (shared/src/session/keys.ts); nothing
 * else a journey stored (a canary override, display preferences) travels to the next journey.
 */
const SESSION_KEYS = ['user', 'token', 'routes', 'menu_items', 'device_token'] as const;

/** A demo user's session as the shell stored it after signing in through the form. */
export interface StoredSession {
  /** The shell origin's local storage, raw (the kernel stores values encoded). */
  local: Record<string, string>;
  /** The API's cookies (the file-access cookie, ADR 142). */
  cookies: Cookie[];
  token: string;
  /** Where the form's sign-in landed (the user's landing page, spec §2.1). */
  landing: string;
}

/**
 * One session per demo user per worker (module state is the worker's; each worker has its own
 * environment and API, ADR 229).
 * The first journey of a user signs in through the form; later ones start from its storage.
 */
const sessions = new Map<string, StoredSession>();

/** Counts of what `signInAs` did, for the test of this helper. */
export const sessionUse = { form: 0, stored: 0 };

/** The session token inside the shell's encoded `token` value (base64 of its JSON). */
export function tokenOf(raw: string): string {
  return JSON.parse(Buffer.from(raw, 'base64').toString('utf8')) as string;
}

/** Whether the API still accepts the token: another journey may have revoked it (sign out, two-step, password reset). */
async function stillValid(token: string): Promise<boolean> {
  const response = await fetch(`${API_URL}/login_token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  return response.ok;
}

/** Fills /login and presses Sign in, then waits until the user has left it. */
export async function signInThroughForm(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

async function capture(page: Page): Promise<StoredSession> {
  const local = await page.evaluate(
    (keys) => {
      const values: Record<string, string> = {};
      for (const key of keys) {
        const value = window.localStorage.getItem(key);
        if (value !== null) values[key] = value;
      }
      return values;
    },
    SESSION_KEYS as readonly string[],
  );
  if (!local.token) throw new Error('the page holds no session token after signing in');
  const cookies = await page.context().cookies(API_URL);
  const { pathname, search } = new URL(page.url());
  return { local, cookies, token: tokenOf(local.token), landing: pathname + search };
}

/** Puts a stored session into the page's browser context, on the shell's origin, without loading the shell. */
async function restore(page: Page, stored: StoredSession): Promise<void> {
  if (stored.cookies.length) await page.context().addCookies(stored.cookies);
  // An empty document of the shell's origin, answered by the test: local storage is per origin.
  const blank = `${SHELL_URL}/__e2e_session__`;
  await page.route(blank, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title></title>',
    }),
  );
  await page.goto(blank);
  await page.evaluate((values) => {
    for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, value);
  }, stored.local);
  await page.unroute(blank);
}

/**
 * Signs a demo user in for a journey that is not about signing in: the user's first journey of
 * the run goes through the form, later ones start from the session it stored (ADR 216). A
 * session the API no longer accepts is replaced through the form. Ends on the landing page the
 * form led to, signed in.
 */
export async function signInAs(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const stored = sessions.get(email);
  if (stored && (await stillValid(stored.token))) {
    await restore(page, stored);
    await page.goto(stored.landing);
    await expect(page).not.toHaveURL(/\/login(\?|$)/);
    sessionUse.stored += 1;
    return;
  }
  await signInThroughForm(page, email, password);
  sessions.set(email, await capture(page));
  sessionUse.form += 1;
}
