import { bus as pageBus, type EventBus } from '@platform/shared';
import { isOAuthCallbackMessage } from '../callbacks/callbackMessages';
import type { OAuthProviderName } from '../gateway/authGateway';

/** Spec §9: the calendar link is polled for up to 20 s in 1 s steps. */
export const LINK_POLL_STEP_MS = 1_000;
export const LINK_POLL_LIMIT_MS = 20_000;

/** The server pushes this realtime event to the user when a link completes. */
export const LINKED_REALTIME_EVENT = 'oauth.linked';

export interface LinkWatch {
  popup: Pick<Window, 'closed' | 'close'> | null;
  provider: OAuthProviderName;
  /** Where callback windows post their outcome; the page's window by default. */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  origin?: string;
  bus?: EventBus;
}

/**
 * Resolves true once the link succeeded, false when it failed, the popup was closed without an
 * answer, or 20 seconds passed. The answer comes from the callback window (postMessage) or from
 * the server's realtime event, whichever arrives first; it is looked at once a second.
 */
export function watchLink(watch: LinkWatch): Promise<boolean> {
  const target = watch.target ?? window;
  const origin = watch.origin ?? window.location.origin;
  const eventBus = watch.bus ?? pageBus;
  let outcome: boolean | null = null;
  let waited = 0;
  // A popup that closes right after posting its answer still gets one more step to be heard.
  let closedSteps = 0;

  const onMessage = (event: Event) => {
    const { data, origin: from } = event as MessageEvent;
    if (from !== origin || !isOAuthCallbackMessage(data) || data.provider !== watch.provider)
      return;
    outcome ??= data.status === 'success';
  };
  target.addEventListener('message', onMessage);
  const subscription = eventBus.subscribe('realtime/update', ({ event }) => {
    if (event === LINKED_REALTIME_EVENT && watch.provider === 'google') outcome ??= true;
  });

  return new Promise((resolve) => {
    const timer = setInterval(() => {
      waited += LINK_POLL_STEP_MS;
      if (watch.popup?.closed ?? true) closedSteps += 1;
      const finished = outcome !== null || closedSteps > 1 || waited >= LINK_POLL_LIMIT_MS;
      if (!finished) return;
      clearInterval(timer);
      target.removeEventListener('message', onMessage);
      subscription.unsubscribe();
      // Only a popup that never answered is closed here: an answered one shows its own result.
      if (outcome === null && watch.popup && !watch.popup.closed) watch.popup.close();
      resolve(outcome === true);
    }, LINK_POLL_STEP_MS);
  });
}
