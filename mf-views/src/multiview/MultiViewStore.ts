import { bus, isApiError, type MultiViewDefinition } from '@platform/shared';
import { multiViewCall, takeCall } from '@platform/shared/landing';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { parseMultiView } from './parseMultiView';

const definitions = new Map<number, Promise<MultiViewDefinition>>();
bus.subscribe('session/changed', () => definitions.clear());

/** GET /multi-view-data, kept for the session: definitions change with a release, not a click. */
export function fetchMultiView(multiViewId: number): Promise<MultiViewDefinition> {
  let definition = definitions.get(multiViewId);
  if (!definition) {
    // Asked already when the session began on this page (ADR 210), else asked now.
    definition = takeCall(multiViewCall(multiViewId)).then((result) =>
      parseMultiView(result.data, multiViewId),
    );
    definition.catch(() => definitions.delete(multiViewId));
    definitions.set(multiViewId, definition);
  }
  return definition;
}

/** One multi-view's definition as it loads. */
export class MultiViewStore {
  definition: MultiViewDefinition | null = null;
  loading = false;
  failed = false;
  #live = true;

  constructor(readonly multiViewId: number) {
    makeAutoObservable(this, { definition: observableRef, multiViewId: false });
  }

  async load(): Promise<void> {
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
