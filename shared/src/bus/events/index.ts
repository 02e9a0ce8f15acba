import type { PlatformEvents } from './platform';
import type { AuthEvents } from './auth';
import type { ViewsEvents } from './views';
import type { TimesheetEvents } from './timesheet';
import type { QuotingEvents } from './quoting';
import type { FabricationEvents } from './fabrication';
import type { WholesaleEvents } from './wholesale';

export type { RemotePhase } from './platform';

/** Bumped when an event's shape changes incompatibly; carried on every envelope. */
export const BUS_SCHEMA_VERSION = 1;

/** Every event that may travel on the bus. */
export type PlatformEvent =
  | PlatformEvents
  | AuthEvents
  | ViewsEvents
  | TimesheetEvents
  | QuotingEvents
  | FabricationEvents
  | WholesaleEvents;
