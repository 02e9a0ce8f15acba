import { useEffect, useState } from 'react';
import { App } from 'antd';
import { bus } from '@platform/shared';
import { confirmAsync } from '@platform/shared/ui';
import { DirtyTracker, leavesPage, UNSAVED_CHANGES_QUESTION } from './dirtyTracker';

interface RoutingDetail {
  oldUrl?: string;
  newUrl?: string;
  cancelNavigation?: (cancel?: boolean | Promise<boolean>) => void;
}

export interface UnsavedChangesGuardProps {
  tracker?: DirtyTracker;
}

/**
 * Asks 'Do you really want to leave? You have unsaved changes!' before the page is left while
 * any `page/dirty` source is dirty: on reload or closing the tab (the browser's own dialog) and on
 * navigation inside the app.
 */
export function UnsavedChangesGuard({ tracker: given }: UnsavedChangesGuardProps) {
  const { modal } = App.useApp();
  const [tracker] = useState(() => given ?? new DirtyTracker());

  useEffect(() => {
    const subscriptions = [
      bus.subscribe('page/dirty', ({ source, dirty }) => tracker.set(source, dirty)),
      bus.subscribe('session/changed', () => tracker.clear()),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [tracker]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!tracker.isDirty) return;
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = UNSAVED_CHANGES_QUESTION;
    };
    const onRouting = (event: Event) => {
      const detail = (event as CustomEvent<RoutingDetail>).detail;
      if (!tracker.isDirty || !detail?.cancelNavigation) return;
      if (detail.oldUrl && detail.newUrl && !leavesPage(detail.oldUrl, detail.newUrl)) return;
      const answer = confirmAsync(
        { title: UNSAVED_CHANGES_QUESTION, okText: 'Leave', cancelText: 'Stay' },
        modal,
      ).then((leave) => {
        if (leave) tracker.clear();
        return !leave;
      });
      detail.cancelNavigation(answer);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('single-spa:before-routing-event', onRouting);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('single-spa:before-routing-event', onRouting);
    };
  }, [tracker, modal]);

  return null;
}
