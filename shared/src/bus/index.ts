export { bus, EventBus } from './bus';
export type { BusEnvelope, EventOf, EventType, PayloadOf } from './bus';
export { BUS_SCHEMA_VERSION } from './events';
export type { PlatformEvent, RemotePhase } from './events';
export { RealtimeStatus, realtimeStatus } from './realtimeStatus';
