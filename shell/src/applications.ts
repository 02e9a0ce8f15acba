import { registerApplication, start } from 'single-spa';
import { createIsolatedApplication } from '@platform/shared';
import { isActiveFor, type AreaName } from './routes';

/** Remotes that own routes; mf_timesheet, mf_quoting and mf_fabrication are reached through widgets. */
const ROUTED_AREAS: Exclude<AreaName, 'shell'>[] = ['mf_auth', 'mf_views', 'mf_wholesale'];

export function registerAreas(mountTimeoutMs: number): void {
  for (const area of ROUTED_AREAS) {
    const domElement = document.getElementById(`area-${area}`);
    if (!domElement) throw new Error(`The shell's page has no container for ${area}`);
    const lifecycles = createIsolatedApplication(area, { mountTimeoutMs });
    registerApplication({
      name: area,
      // Loading happens inside the isolated lifecycles, so single-spa never sees a failure.
      app: async () => lifecycles,
      activeWhen: isActiveFor(area),
      customProps: { domElement },
    });
  }
  start({ urlRerouteOnly: true });
}
