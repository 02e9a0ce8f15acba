import { knownRemotes } from './loader';
import type { RemoteDescriptor } from './manifest';

/** The file name every remote build gives its container entry (scripts/webpack/create-config.mjs). */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/** The remote whose release holds this script as its entry, if any. */
export function remoteOfEntryScript(
  url: string,
  remotes: readonly RemoteDescriptor[] = knownRemotes(),
): RemoteDescriptor | undefined {
  if (!url) return undefined;
  return remotes.find((remote) => {
    const folder = remote.entry.slice(0, remote.entry.lastIndexOf('/') + 1);
    return url === `${folder}${REMOTE_ENTRY_FILE}`;
  });
}

/**
 * An entry script that throws while it is evaluated fails the load, which the loader already
 * handles: the area shows its fallback and the failure is on the bus with its phase. The browser
 * would still print the throw as an uncaught error, so mark it handled and log it as a warning with
 * the remote's name. Errors from a remote's other code stay uncaught: those are bugs to see.
 */
export function installEntryErrorGuard(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    const remote = remoteOfEntryScript(event.filename);
    if (!remote) return;
    event.preventDefault();
    console.warn(
      `${remote.name}@${remote.version}: its entry threw while loading: ${event.message}`,
    );
  };
  target.addEventListener('error', onError);
  return () => target.removeEventListener('error', onError);
}
