import { bus, isApiError, type MultiViewDefinition } from '@platform/shared';
import { answeredCall, multiViewCall, takeCall } from '@platform/shared/landing';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { parseMultiView } from './parseMultiView';

const definitions = new Map<number, Promise<MultiViewDefinition>>();
/** The definitions of `definitions` whose answer is in, for a page's first frame (ADR 263). */
const definitionsIn = new Map<number, MultiViewDefinition>();
bus.subscribe('session/changed', () => {
  definitions.clear();
  definitionsIn.clear();
});

/** GET /multi-view-data, kept for the session: definitions change with a release, not a click. */
export function fetchMultiView(multiViewId: number): Promise<MultiViewDefinition> {
  let definition = definitions.get(multiViewId);
  if (!definition) {
    // Asked already when the session began on this page (ADR 210), else asked now.
    definition = takeCall(multiViewCall(multiViewId)).then((result) => {
      const parsed = parseMultiView(result.data, multiViewId);
      definitionsIn.set(multiViewId, parsed);
      return parsed;
    });
    definition.catch(() => definitions.delete(multiViewId));
    definitions.set(multiViewId, definition);
  }
  return definition;
}

/**
 * The definition when it is in already: kept for the session, or answered by the call the
 * session's start made (ADR 263). Undefined while it is on its way, not asked yet, or when the
 * answer does not parse (`load` then asks it and shows the failure).
 */
export function multiViewNow(multiViewId: number): MultiViewDefinition | undefined {
  const known = definitionsIn.get(multiViewId);
  if (known) return known;
  if (definitions.has(multiViewId)) return undefined;
  const answer = answeredCall(multiViewCall(multiViewId));
  if (!answer) return undefined;
  try {
    const parsed = parseMultiView(answer.data, multiViewId);
    definitionsIn.set(multiViewId, parsed);
    definitions.set(multiViewId, Promise.resolve(parsed));
    return parsed;
  } catch {
    return undefined;
  }
}

/** One multi-view's definition as it loads. */
export class MultiViewStore {
  definition: MultiViewDefinition | null = null;
  loading = false;
  failed = false;
  #live = true;

  constructor(readonly multiViewId: number) {
    // In already (ADR 263): the multi-view's first frame shows its items.
    this.definition = multiViewNow(multiViewId) ?? null;
    makeAutoObservable(this, { definition: observableRef, multiViewId: false });
  }

  async load(): Promise<void> {
    if (this.definition) return;
    this.loading = true;
    try {
      const definition = await fetchMultiView(this.multiViewId);
      if (this.#live) runInAction(() => (this.definition = definition));
    } catch (error) {
      if (this.#live && !(isApiError(error) && error.cancelled))
        runInAction(() => (this.failed = true));
    } finally {
      if (this.#live) runInAction(() => (this.loading = false));
    }
  }

  dispose(): void {
    this.#live = false;
  }
}
