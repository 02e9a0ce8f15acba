import { lazy, type ComponentType } from 'react';

/**
 * A component that draws with antd, loaded on demand together with the platform's antd
 * providers (`@platform/shared/ui`), which wrap it: mf-auth's root has none, so that the
 * sign-in page loads no antd (ADR 169).
 */
export function lazyAntd<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Component, { AreaProviders }] = await Promise.all([
      load(),
      import('@platform/shared/ui'),
    ]);
    function WithAreaProviders(props: P) {
      return (
        <AreaProviders>
          <Component {...props} />
        </AreaProviders>
      );
    }
    return { default: WithAreaProviders };
  });
}
