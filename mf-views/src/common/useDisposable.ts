import { useEffect, useMemo, type DependencyList } from 'react';

/** A store created for the view and disposed when the view unmounts or its inputs change. */
export function useDisposable<T extends { dispose(): void }>(
  create: () => T,
  deps: DependencyList,
): T {
  // The factory is called again only when the listed inputs change, as with useMemo.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const store = useMemo(create, deps);
  useEffect(() => () => store.dispose(), [store]);
  return store;
}
