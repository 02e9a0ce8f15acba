import { useCallback, useEffect, useState } from 'react';
import {
  clearSent,
  cooldownLeft,
  markSent,
  readSent,
  type OtpScope,
  type SendMarker,
} from '../services/otpMarkers';

export interface Cooldown {
  /** When the last code was sent, from local storage (so it survives a reload). */
  marker: SendMarker | null;
  secondsLeft: number;
  /** A code was just sent (or the server says one was, `secondsLeft` ago… adjusted). */
  start(secondsLeft?: number): void;
  /** The server's word: its live code was sent this many seconds ago, or there is none (null). */
  sync(sentSecondsAgo: number | null): void;
  refresh(): void;
}

const COOLDOWN_SECONDS = 60;

/** The 60 s resend cooldown of a link's or an order's code, ticking every second. */
export function useCooldown(scope: OtpScope | null): Cooldown {
  const scopeId = scope
    ? scope.kind === 'link'
      ? `link:${scope.key}`
      : `order:${scope.orderId}`
    : '';
  const [marker, setMarker] = useState<SendMarker | null>(() => (scope ? readSent(scope) : null));
  const [now, setNow] = useState(() => Date.now());

  const refresh = useCallback(() => {
    setMarker(scope ? readSent(scope) : null);
    setNow(Date.now());
    // scopeId stands for scope: a new object with the same target must not reset the timer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scopeId]);

  useEffect(refresh, [refresh]);

  const secondsLeft = cooldownLeft(marker, now);
  useEffect(() => {
    if (secondsLeft <= 0) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [secondsLeft]);

  const start = useCallback(
    (left: number = COOLDOWN_SECONDS) => {
      if (!scope) return;
      const sentAt = Date.now() - (COOLDOWN_SECONDS - left) * 1000;
      markSent(scope, sentAt);
      refresh();
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [scopeId, refresh],
  );

  const sync = useCallback(
    (sentSecondsAgo: number | null) => {
      if (!scope) return;
      if (sentSecondsAgo === null) clearSent(scope);
      else markSent(scope, Date.now() - sentSecondsAgo * 1000);
      refresh();
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [scopeId, refresh],
  );

  return { marker, secondsLeft, start, sync, refresh };
}
