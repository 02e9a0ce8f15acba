import { EventBus } from './bus';
import { BUS_SCHEMA_VERSION } from './events';

describe('EventBus', () => {
  it('delivers only the subscribed event type, typed by name', () => {
    const bus = new EventBus();
    const seen: string[] = [];
    bus.subscribe('remote/failed', (event) =>
      seen.push(`${event.remote}@${event.version}:${event.phase}`),
    );
    bus.publish('navigate', { path: '/x' });
    bus.publish('remote/failed', {
      remote: 'mf_auth',
      version: '1.0.0',
      phase: 'mount',
      message: 'boom',
    });
    expect(seen).toEqual(['mf_auth@1.0.0:mount']);
  });

  it('wraps every event in an envelope with the schema version', () => {
    const bus = new EventBus();
    const versions: number[] = [];
    bus.envelopes$.subscribe((envelope) => versions.push(envelope.schemaVersion));
    bus.publish('sidebar/close');
    expect(versions).toEqual([BUS_SCHEMA_VERSION]);
  });

  it('stops delivering after unsubscribe', () => {
    const bus = new EventBus();
    let count = 0;
    const subscription = bus.subscribe('sidebar/close', () => count++);
    bus.publish('sidebar/close');
    subscription.unsubscribe();
    bus.publish('sidebar/close');
    expect(count).toBe(1);
  });
});
