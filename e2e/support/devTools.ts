import { API_URL } from './env';
import { DEMO } from './auth';

let adminToken: Promise<string> | null = null;

async function signInAdmin(): Promise<string> {
  const response = await fetch(`${API_URL}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: DEMO.admin.email,
      password: DEMO.admin.password,
      device_token: 'e2e-dev-tools',
      device_type: 'web',
    }),
  });
  const body = (await response.json()) as { data?: { user?: { token?: string } } };
  const token = body.data?.user?.token;
  if (!response.ok || !token)
    throw new Error(`admin sign-in for the dev tools: ${response.status}`);
  return token;
}

/** A bearer token of the demo administrator, signed in once per test worker. */
export function demoAdminToken(): Promise<string> {
  adminToken ??= signInAdmin().catch((error: unknown) => {
    adminToken = null;
    throw error;
  });
  return adminToken;
}

/**
 * Calls an API development tool (/dev/…): they exist in the e2e environment (API_DEV_TOOLS=1) and
 * answer only an administrator on this machine, so the helper signs in as the demo admin once.
 */
export async function devTool(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('authorization', `Bearer ${await demoAdminToken()}`);
  return fetch(`${API_URL}${path}`, { ...init, headers });
}
