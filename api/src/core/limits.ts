import type { Clock } from './clock';
import { HttpError } from './http';

export interface LimitRule {
  max: number;
  windowMs: number;
}

export interface Limits {
  /** Counts one attempt against `key`; throws a 429 HttpError once `max` is passed within the window. */
  consume(key: string, rule: LimitRule): void;
  /** Forgets the attempts of `key`, e.g. after a successful login. */
  reset(key: string): void;
}

/** The limits of docs/decisions/022-abuse-limits.md. */
export const LIMITS = {
  loginPerIp: { max: 50, windowMs: 15 * 60_000 },
  codeSendPerUser: { max: 5, windowMs: 60 * 60_000 },
  codeSendPerIp: { max: 20, windowMs: 60 * 60_000 },
  codeCheckPerUser: { max: 10, windowMs: 15 * 60_000 },
  /** Wrong entries allowed for one code before it is burnt. */
  codeAttemptsPerCode: 5,
  emailSendPerAddress: { max: 5, windowMs: 60 * 60_000 },
  emailSendPerIp: { max: 20, windowMs: 60 * 60_000 },
  actionCodePerIp: { max: 20, windowMs: 15 * 60_000 },
  lookupPerIp: { max: 60, windowMs: 15 * 60_000 },
  /** /check-email tells whether an account exists (spec): kept, but hard to enumerate with. */
  checkEmailPerIp: { max: 10, windowMs: 60 * 60_000 },
} as const satisfies Record<string, LimitRule | number>;

interface Window {
  startedAt: number;
  count: number;
}

function minutes(ms: number): string {
  const value = Math.max(1, Math.ceil(ms / 60_000));
  return value === 1 ? '1 minute' : `${value} minutes`;
}

/**
 * Fixed-window counters kept in memory. One API process is the unit the limits apply to;
 * several processes behind a balancer would each count on their own (see the ADR).
 */
export class MemoryLimits implements Limits {
  private readonly windows = new Map<string, Window>();

  /**
   * @param scale multiplies every rule's `max`: 1 in production; test environments that sign in
   * hundreds of times from one address raise it (RATE_LIMIT_SCALE) rather than weaken the rules.
   */
  constructor(
    private readonly clock: Clock,
    private readonly scale = 1,
  ) {}

  consume(key: string, rule: LimitRule): void {
    const now = this.clock.now().getTime();
    this.sweep(now);
    const current = this.windows.get(key);
    const window =
      current && now - current.startedAt < rule.windowMs ? current : { startedAt: now, count: 0 };
    window.count += 1;
    this.windows.set(key, window);
    if (window.count > rule.max * this.scale) {
      const waitMs = window.startedAt + rule.windowMs - now;
      throw new HttpError(429, `Too many attempts. Please try again in ${minutes(waitMs)}.`, {
        code: 'too-many-requests',
        headers: { 'retry-after': String(Math.ceil(waitMs / 1000)) },
      });
    }
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private sweep(now: number): void {
    if (this.windows.size < 10_000) return;
    const longestWindow = 2 * 60 * 60_000;
    for (const [key, window] of this.windows) {
      if (now - window.startedAt > longestWindow) this.windows.delete(key);
    }
  }
}
