import { navigate, session } from '@platform/shared';
import { guardRedirect } from './guard';

/** Runs the route guard before every navigation, and once for the address the page opened with. */
export function installRouteGuard(): void {
  const check = () => {
    const { pathname, search } = window.location;
    const params = new URLSearchParams(search);
    const token = params.get('token');
    if (token) session.setOverrideToken(token);
    const target = guardRedirect(pathname, search, {
      isLoggedIn: session.isLoggedIn || Boolean(token),
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
