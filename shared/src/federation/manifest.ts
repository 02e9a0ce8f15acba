/** One remote as the environment's remotes manifest names it. */
export interface RemoteDescriptor {
  /** Federation container name, e.g. mf_auth. */
  name: string;
  /** URL of the remote's mf-manifest.json (or remoteEntry.js). */
  entry: string;
  version: string;
}

/** The remotes manifest the shell reads at start-up (served with no-cache by the deploy server). */
export interface RemotesManifest {
  environment: string;
  publishedAt?: string;
  remotes: Record<string, Omit<RemoteDescriptor, 'name'>>;
}

export function parseRemotesManifest(value: unknown): RemoteDescriptor[] {
  if (!value || typeof value !== 'object' || !('remotes' in value)) {
    throw new Error('Remotes manifest has no "remotes" object');
  }
  const remotes = (value as RemotesManifest).remotes;
  return Object.entries(remotes).map(([name, entry]) => {
    if (!entry || typeof entry.entry !== 'string' || typeof entry.version !== 'string') {
      throw new Error(`Remotes manifest entry "${name}" needs "entry" and "version"`);
    }
    return { name, entry: entry.entry, version: entry.version };
  });
}
