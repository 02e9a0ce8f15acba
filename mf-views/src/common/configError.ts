import { bus } from '@platform/shared';

/**
 * Reports a view definition the client cannot honour. It is logged (the spec's "logged as a
 * configuration error") and published, so a diagnostics panel can collect them.
 */
export function reportConfigError(source: string, message: string): void {
  console.error(`[mf_views] configuration error in ${source}: ${message}`);
  bus.publish('views/config-error', { source, message });
}
