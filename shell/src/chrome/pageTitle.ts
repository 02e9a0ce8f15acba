import { makeAutoObservable } from 'mobx';
import { bus } from '@platform/shared';
import { lastPageTitle } from '../title';

/**
 * The current page's name and tab name, as the area showing it publishes them (`page/title`).
 * The tab title carries them; the dashboard users' bar (a wall screen, whose tab title nobody
 * sees) shows them too.
 */
export class PageTitleStore {
  pageName: string | undefined = undefined;
  tabName: string | undefined = undefined;

  constructor() {
    makeAutoObservable(this);
  }

  /** What a bar shows: the tab's name, else the page's. */
  get current(): string | undefined {
    return this.tabName || this.pageName || undefined;
  }

  set(pageName: string | undefined, tabName: string | undefined): void {
    this.pageName = pageName;
    this.tabName = tabName;
  }
}

export const pageTitle = new PageTitleStore();

/**
 * Keeps `store` in step with the `page/title` events, from the last one the page saw (the
 * chrome's code loads on demand, maybe after the area named its page); returns the unsubscribe.
 */
export function followPageTitle(store: PageTitleStore = pageTitle): () => void {
  store.set(lastPageTitle.pageName, lastPageTitle.tabName);
  const subscription = bus.subscribe('page/title', ({ pageName, tabName }) =>
    store.set(pageName, tabName),
  );
  return () => subscription.unsubscribe();
}
