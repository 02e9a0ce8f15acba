import { makeAutoObservable } from 'mobx';

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

function withoutHash(url: string): string {
  return url.split('#')[0];
}

/** Only a change of path or query leaves the page; moving to an anchor does not. */
export function leavesPage(oldUrl: string, newUrl: string): boolean {
  return withoutHash(oldUrl) !== withoutHash(newUrl);
}
