/**
 * Matches a pattern such as '/public/wholesale/:id/details' against a path (the one route
 * matcher of the kernel: the areas' routes and the fake API's routes).
 * Returns the named parameters, or null when it does not match. A trailing '/*' matches the rest.
 */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const patternParts = pattern.split('/').filter(Boolean);
  const pathParts = path.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (let i = 0; i < patternParts.length; i++) {
    const part = patternParts[i];
    if (part === '*') {
      params['*'] = pathParts.slice(i).map(decodeURIComponent).join('/');
      return params;
    }
    const value = pathParts[i];
    if (value === undefined) return null;
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(value);
    else if (part !== value) return null;
  }
  return pathParts.length === patternParts.length ? params : null;
}
