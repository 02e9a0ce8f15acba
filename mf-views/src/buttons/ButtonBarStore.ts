import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { isApiError, type ButtonDefinition } from '@platform/shared';
import { runButton, type ButtonEnvironment, type ButtonHost } from './actions';

/** One button bar: which button is running. While any runs, every button is disabled. */
export class ButtonBarStore {
  running: ButtonDefinition | null = null;

  constructor() {
    makeAutoObservable(this, { running: observableRef });
  }

  get busy(): boolean {
    return this.running !== null;
  }

  async run(button: ButtonDefinition, host: ButtonHost, env: ButtonEnvironment): Promise<void> {
    if (this.running) return;
    this.running = button;
    try {
      await runButton(button, host, env);
    } catch (error) {
      // The call layer has shown failed calls already; anything else is a programming error.
      if (!isApiError(error)) throw error;
    } finally {
      runInAction(() => (this.running = null));
    }
  }

  dispose(): void {
    this.running = null;
  }
}
