import { navigate, session } from '@platform/shared';
import { guardRedirect } from './guard';

/** Runs the route guard before every navigation, and once for the address the page opened with. */
export function installRouteGuard(): void {
  const check = () => {
    const { pathname, search } = window.location;
    // A token link admits the visitor (the session took its token when the page opened).
    const target = guardRedirect(pathname, search, {
      isLoggedIn: session.isLoggedIn || Boolean(session.overrideToken),
    });
    if (target && target !== pathname + search) {
      navigate(target, { replace: true });
      return true;
    }
    return false;
  };
  window.addEventListener('single-spa:before-routing-event', (event) => {
    const detail = (event as CustomEvent<{ cancelNavigation?: () => void }>).detail;
    const { pathname, search } = window.location;
    const target = guardRedirect(pathname, search, { isLoggedIn: session.isLoggedIn });
    if (target && !new URLSearchParams(search).has('token')) {
      detail.cancelNavigation?.();
      queueMicrotask(() => navigate(target, { replace: true }));
    }
  });
  check();
}
