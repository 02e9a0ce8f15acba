import { useEffect } from 'react';
import { App } from 'antd';
import { confirmAsync } from '@platform/shared/ui';
import {
  type DirtyTracker,
  leavesPage,
  pageChanges,
  UNSAVED_CHANGES_QUESTION,
} from './dirtyTracker';

interface RoutingDetail {
  oldUrl?: string;
  newUrl?: string;
  cancelNavigation?: (cancel?: boolean | Promise<boolean>) => void;
}

export interface UnsavedChangesGuardProps {
  /** The page's changes; the shell's own (`pageChanges`, followed since its start) unless given. */
  tracker?: DirtyTracker;
}

/**
 * Asks 'Do you really want to leave? You have unsaved changes!' before the page is left while
 * any `page/dirty` source is dirty: on reload or closing the tab (the browser's own dialog) and on
 * navigation inside the app.
 */
export function UnsavedChangesGuard({ tracker = pageChanges }: UnsavedChangesGuardProps) {
  const { modal } = App.useApp();

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
