import { bus } from '@platform/shared';
import { withSidebar } from '../sidebar/sidebarAddress';

export const UNSAVED_CHANGES_QUESTION = 'Do you really want to leave? You have unsaved changes!';

/** Which sources (forms, editors) currently hold unsaved changes, from `page/dirty` events. */
export class DirtyTracker {
  readonly sources = new Set<string>();

  get isDirty(): boolean {
    return this.sources.size > 0;
  }

  set(source: string, dirty: boolean): void {
    if (dirty) this.sources.add(source);
    else this.sources.delete(source);
  }

  /** The page was left (or the user signed out): its changes are gone with it. */
  clear(): void {
    this.sources.clear();
  }
}

/** The page's unsaved changes, as the shell has followed them since its start. */
export const pageChanges = new DirtyTracker();

/**
 * `page/dirty` sets a source dirty or clean; `session/changed` forgets them all. The shell follows
 * them from its start, not from the (lazily loaded) guard: a form changed before the guard has
 * loaded still makes it ask (an end-to-end run found the lost change).
 */
export function followDirtyEvents(tracker: DirtyTracker = pageChanges): () => void {
  const subscriptions = [
    bus.subscribe('page/dirty', ({ source, dirty }) => tracker.set(source, dirty)),
    bus.subscribe('session/changed', () => tracker.clear()),
  ];
  return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
}

/** The page an address shows: without its anchor, and without the right sidebar's value. */
function pageOf(url: string): string {
  return withSidebar(url.split('#')[0], null);
}

/**
 * Only a change of path or query leaves the page; moving to an anchor, or opening and closing
 * the right sidebar (`?sidebar=`), does not.
 */
export function leavesPage(oldUrl: string, newUrl: string): boolean {
  return pageOf(oldUrl) !== pageOf(newUrl);
}
