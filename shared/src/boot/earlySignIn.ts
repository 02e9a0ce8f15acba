// A password sign-in pressed in the page's early form (ADR 172) is sent by the shell at once, not
// once mf-auth has loaded to carry the press out (ADR 264): pressed the moment the form shows,
// mf-auth's files share the line with the chrome's, and the request waited ~300 ms for them on
// the throttled profile. mf-auth still carries the press out, with the same body: its gateway
// takes this request's answer instead of sending a second one.
import { api } from '../api/client';
import { webDeviceInfo } from '../api/headers';
import type { CallConfig } from '../api/types';
import { INTENDED_MAX_LENGTH } from '../landing/resolveLanding';

/** The e-mail a sign-in accepts (mf-auth's form shows its message for any other). */
export const SIGN_IN_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A sign-in call is never repeated by the call layer, and its failures are the form's to show. */
export const SIGN_IN_CALL: CallConfig = { silent: true, retries: 0 };

export interface PasswordSignIn {
  email: string;
  password: string;
  forceOldLogin: boolean;
  /** The page after the sign-in; with it given (null for none) the answer carries its data. */
  intended?: string | null;
}

/**
 * The fields that ask a sign-in's answer for its landing page's first data (ADR 259); none for an
 * intended path longer than the call takes (the page then asks its data itself) or when left out.
 */
export function landingFields(intended: string | null | undefined) {
  return intended === undefined || (intended?.length ?? 0) > INTENDED_MAX_LENGTH
    ? {}
    : { with_landing: true, intended: intended ?? undefined };
}

/** The body of POST /auth/login. */
export function passwordSignInBody({ email, password, forceOldLogin, intended }: PasswordSignIn) {
  const { device_token, device_type } = api.options.getDeviceInfo?.() ?? webDeviceInfo();
  return {
    email,
    password,
    device_token,
    device_type,
    force_old_login: forceOldLogin,
    firebase_server_side: true,
    ...landingFields(intended),
  };
}

let early: { body: string; answer: Promise<unknown> } | null = null;

/**
 * Sends the early form's sign-in, when mf-auth's form would send it: a well-formed e-mail and a
 * password. Returns whether it was sent.
 */
export function sendEarlySignIn(
  fields: { email: string; password: string },
  intended: string | null,
): boolean {
  const email = fields.email.trim();
  if (!SIGN_IN_EMAIL_PATTERN.test(email) || fields.password === '') return false;
  const body = passwordSignInBody({
    email,
    password: fields.password,
    forceOldLogin: false,
    intended,
  });
  const answer = api.post('/auth/login', body, SIGN_IN_CALL).then((result) => result.data);
  // Whoever takes it handles its failure; untaken, it is dropped.
  answer.catch(() => undefined);
  early = { body: JSON.stringify(body), answer };
  return true;
}

/**
 * The early sign-in's answer when it was sent with exactly this body, taken once; null otherwise
 * (nothing was sent early, or the fields changed since), and the caller sends its own.
 */
export function takeEarlySignIn<T>(body: object): Promise<T> | null {
  if (!early || early.body !== JSON.stringify(body)) return null;
  const { answer } = early;
  early = null;
  return answer as Promise<T>;
}

/** Forgets an early sign-in nobody will take (mf-auth could not load, or between tests). */
export function dropEarlySignIn(): void {
  early = null;
}
