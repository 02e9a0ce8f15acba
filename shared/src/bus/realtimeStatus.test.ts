import { EventBus } from './bus';
import { RealtimeStatus } from './realtimeStatus';

describe('the realtime status', () => {
  it('starts closed and announces each change once', () => {
    const bus = new EventBus();
    const seen: boolean[] = [];
    bus.subscribe('realtime/status', ({ connected }) => seen.push(connected));
    const status = new RealtimeStatus(bus);
    expect(status.connected).toBe(false);
    status.set(true);
    status.set(true);
    status.set(false);
    expect(status.connected).toBe(false);
    expect(seen).toEqual([true, false]);
  });
});
