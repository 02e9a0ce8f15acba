import { bus, session } from '@platform/shared';
import { LoadTelemetry, apiLoadSender } from './loadTelemetry';

/** Reports every remote load of this page to the API while someone is signed in (ADR 159). */
export function startLoadTelemetry(apiBaseUrl: string): LoadTelemetry {
  const telemetry = new LoadTelemetry({
    send: apiLoadSender(apiBaseUrl, () => session.bearerToken),
    canSend: () => Boolean(session.bearerToken),
  });
  telemetry.start(bus);
  return telemetry;
}
