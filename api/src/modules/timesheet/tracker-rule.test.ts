import { decideTracker, type ActiveTracker, type TrackerQuestion } from './tracker-rule';

const PHONE: ActiveTracker = {
  deviceToken: 'phone',
  deviceModel: 'Pixel 8',
  trackingEnabled: true,
};

function ask(overrides: Partial<TrackerQuestion>): TrackerQuestion {
  return {
    requested: 'working',
    deviceToken: 'laptop',
    trackingEnabled: true,
    active: null,
    replace: false,
    trackOnAnotherDevice: false,
    ...overrides,
  };
}

describe('active tracker rule', () => {
  it('makes the clocking device the tracker when nobody tracks', () => {
    expect(decideTracker(ask({}))).toEqual({
      kind: 'activate',
      deviceToken: 'laptop',
      trackingEnabled: true,
    });
  });

  it('records a device without location permission as a tracker that does not track', () => {
    expect(decideTracker(ask({ trackingEnabled: false }))).toEqual({
      kind: 'activate',
      deviceToken: 'laptop',
      trackingEnabled: false,
    });
  });

  it('is a conflict when another device tracks and no answer was given', () => {
    expect(decideTracker(ask({ active: PHONE }))).toEqual({ kind: 'conflict', active: PHONE });
  });

  it('moves tracking to this device on replace', () => {
    expect(decideTracker(ask({ active: PHONE, replace: true }))).toEqual({
      kind: 'activate',
      deviceToken: 'laptop',
      trackingEnabled: true,
    });
  });

  it('keeps the other device on track_on_another_device', () => {
    expect(decideTracker(ask({ active: PHONE, trackOnAnotherDevice: true }))).toEqual({
      kind: 'keep',
    });
  });

  it('takes over silently from a tracker that does not track', () => {
    const idle = { ...PHONE, trackingEnabled: false };
    expect(decideTracker(ask({ active: idle }))).toEqual({
      kind: 'activate',
      deviceToken: 'laptop',
      trackingEnabled: true,
    });
  });

  it('keeps the tracker through a break and clears it on stop', () => {
    expect(decideTracker(ask({ requested: 'break', active: PHONE }))).toEqual({ kind: 'keep' });
    expect(decideTracker(ask({ requested: 'stop', active: PHONE }))).toEqual({ kind: 'clear' });
  });

  it('does not ask the tracking device about itself', () => {
    expect(decideTracker(ask({ deviceToken: 'phone', active: PHONE }))).toEqual({
      kind: 'activate',
      deviceToken: 'phone',
      trackingEnabled: true,
    });
  });
});
