import { makeAutoObservable } from 'mobx';
import { withSidebar } from '../sidebar/sidebarAddress';

export const UNSAVED_CHANGES_QUESTION = 'Do you really want to leave? You have unsaved changes!';

/** Which sources (forms, editors) currently hold unsaved changes, from `page/dirty` events. */
export class DirtyTracker {
  sources = new Set<string>();

  constructor() {
    makeAutoObservable(this);
  }

  get isDirty(): boolean {
    return this.sources.size > 0;
  }

  set(source: string, dirty: boolean): void {
    const next = new Set(this.sources);
    if (dirty) next.add(source);
    else next.delete(source);
    this.sources = next;
  }

  /** The page was left (or the user signed out): its changes are gone with it. */
  clear(): void {
    this.sources = new Set();
  }
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
