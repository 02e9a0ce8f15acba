import { reaction } from 'mobx';
import {
  api as pageApi,
  session as pageSession,
  type ApiClient,
  type CallConfig,
  type SessionStore,
} from '@platform/shared';

/** Cross-origin, so the answer may set the cookie; never a notification of its own. */
const COOKIE_CALL: CallConfig = { credentials: 'include', silent: true, retries: 1 };

export interface FileAccessDependencies {
  session?: SessionStore;
  api?: Pick<ApiClient, 'post' | 'delete'>;
}

/**
 * Keeps the file-access cookie in step with the session (docs/decisions/142): `<img>` tags and
 * links to the API's /files cannot send the bearer token, so each token that starts being used
 * asks for the cookie, and signing out removes it. Returns the disposer.
 */
export function keepFileAccess(dependencies: FileAccessDependencies = {}): () => void {
  const session = dependencies.session ?? pageSession;
  const api = dependencies.api ?? pageApi;
  return reaction(
    () => (session.isLoggedIn ? session.bearerToken : null),
    (token, previous) => {
      // The token named in the call keeps a new session from sharing the pending call of the last.
      const call = token
        ? api.post(
            '/files/access',
            {},
            { ...COOKIE_CALL, headers: { Authorization: `Bearer ${token}` } },
          )
        : previous
          ? api.delete('/files/access', COOKIE_CALL)
          : null;
      // Without the cookie only images and file links fail; every other call still works.
      call?.catch(() => undefined);
    },
    { fireImmediately: true },
  );
}
