import type { TimerType } from '@platform/shared/contracts';

/** The user's active tracker as stored. */
export interface ActiveTracker {
  deviceToken: string;
  deviceModel: string | null;
  trackingEnabled: boolean;
}

export interface TrackerQuestion {
  requested: TimerType;
  /** The device making the clock change. */
  deviceToken: string;
  /** Whether that device can sample location (its permission is not denied). */
  trackingEnabled: boolean;
  active: ActiveTracker | null;
  replace: boolean;
  trackOnAnotherDevice: boolean;
}

export type TrackerDecision =
  | { kind: 'keep' }
  | { kind: 'activate'; deviceToken: string; trackingEnabled: boolean }
  | { kind: 'clear' }
  | { kind: 'conflict'; active: ActiveTracker };

/** True when another device is tracking the user's location right now. */
export function trackedElsewhere(
  active: ActiveTracker | null,
  deviceToken: string,
): active is ActiveTracker {
  return active !== null && active.deviceToken !== deviceToken && active.trackingEnabled;
}

/**
 * Which device tracks location after a clock change (docs/decisions/061-active-tracker-rule.md):
 *
 * - Stop ends tracking everywhere: location is kept only while clocked in.
 * - A break keeps the tracker as it is (the break sample comes from it).
 * - Start makes this device the tracker unless another device is tracking; then the answer
 *   decides: `replace` moves tracking here, `track_on_another_device` keeps the other device,
 *   and no answer is a conflict the client must ask about.
 */
export function decideTracker(question: TrackerQuestion): TrackerDecision {
  const { requested, deviceToken, trackingEnabled, active } = question;
  if (requested === 'stop') return { kind: 'clear' };
  if (requested !== 'working') return { kind: 'keep' };
  if (!trackedElsewhere(active, deviceToken)) {
    return { kind: 'activate', deviceToken, trackingEnabled };
  }
  if (question.replace) return { kind: 'activate', deviceToken, trackingEnabled };
  if (question.trackOnAnotherDevice) return { kind: 'keep' };
  return { kind: 'conflict', active };
}
