import { makeAutoObservable } from 'mobx';
import { storage as pageStorage, type EncodedStorage } from '@platform/shared';

export const DRAWER_WIDTH = 260;
export const DRAWER_MINI_WIDTH = 64;
export const TOP_BAR_HEIGHT = 56;
/** Below this width the drawer floats over the page instead of pushing it aside. */
export const NARROW_QUERY = '(max-width: 768px)';
const MINI_KEY = 'drawer_mini';

/**
 * How the drawer shows. On a wide screen the menu toggle switches between the full drawer and
 * its mini mode (remembered); on a narrow screen it opens and closes a floating drawer.
 */
export class LayoutStore {
  mini: boolean;
  narrow: boolean;
  narrowOpen = false;
  readonly #storage: EncodedStorage;

  constructor(storage: EncodedStorage = pageStorage, narrow = false) {
    this.#storage = storage;
    this.mini = storage.get<boolean>(MINI_KEY) ?? false;
    this.narrow = narrow;
    makeAutoObservable(this);
  }

  /** The value of body[data-drawer] the page's stylesheet lays the main area out by. */
  get drawerState(): 'open' | 'mini' | 'closed' {
    if (this.narrow) return 'closed';
    return this.mini ? 'mini' : 'open';
  }

  toggle(): void {
    if (this.narrow) {
      this.narrowOpen = !this.narrowOpen;
      return;
    }
    this.mini = !this.mini;
    this.#storage.set(MINI_KEY, this.mini);
  }

  /** Opens the full drawer (e.g. to type a search from mini mode). */
  expand(): void {
    if (this.narrow) this.narrowOpen = true;
    else if (this.mini) this.toggle();
  }

  closeNarrow(): void {
    this.narrowOpen = false;
  }

  setNarrow(narrow: boolean): void {
    this.narrow = narrow;
    if (!narrow) this.narrowOpen = false;
  }
}

export const layout = new LayoutStore(
  pageStorage,
  typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(NARROW_QUERY).matches,
);
