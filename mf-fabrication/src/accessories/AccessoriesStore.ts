import { makeAutoObservable, runInAction } from 'mobx';
import { api as pageApi, notify, type ApiClient } from '@platform/shared';
import type { AccessoriesNote, AccessoryRow } from '@platform/shared/contracts';

export const NOTES_TEXTS = {
  empty: 'Please enter some notes before submitting.',
  added: 'Notes added successfully!',
  failed: 'Failed to add notes. Please try again later.',
  notAccessories: 'The accessories data holds no accessories list.',
} as const;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A job's accessories and notes, and the Add Notes form (its text survives a failed send). */
export class AccessoriesStore {
  accessories: AccessoryRow[] = [];
  notes: AccessoriesNote[] = [];
  loading = true;
  error: string | null = null;
  draft = '';
  draftError: string | null = null;
  sending = false;

  constructor(
    readonly url: string,
    readonly notesUrl: string | null,
    private readonly api: ApiClient = pageApi,
  ) {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Rows to show: quantity 0 is hidden. */
  get visible(): AccessoryRow[] {
    return this.accessories.filter((row) => Number(row.quantity) !== 0);
  }

  async load(): Promise<void> {
    this.loading = true;
    try {
      const { data } = await this.api.get<unknown>(this.url, { silent: true, reuseSeconds: 0 });
      const value = (data ?? {}) as { accessories?: unknown; notes?: unknown };
      runInAction(() => {
        if (!Array.isArray(value.accessories)) {
          this.error = NOTES_TEXTS.notAccessories;
          return;
        }
        this.accessories = value.accessories as AccessoryRow[];
        this.notes = Array.isArray(value.notes) ? (value.notes as AccessoriesNote[]) : [];
        this.error = null;
      });
    } catch (error) {
      runInAction(() => (this.error = messageOf(error)));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  setDraft(value: string) {
    this.draft = value;
    if (value.trim()) this.draftError = null;
  }

  async addNotes(): Promise<boolean> {
    const notes = this.draft.trim();
    if (!notes) {
      this.draftError = NOTES_TEXTS.empty;
      return false;
    }
    if (!this.notesUrl) return false;
    this.sending = true;
    try {
      const { data } = await this.api.post<AccessoriesNote[]>(
        this.notesUrl,
        { notes },
        { silent: true },
      );
      runInAction(() => {
        if (Array.isArray(data)) this.notes = data;
        this.draft = '';
      });
      notify.success(NOTES_TEXTS.added);
      return true;
    } catch {
      notify.error(NOTES_TEXTS.failed);
      return false;
    } finally {
      runInAction(() => (this.sending = false));
    }
  }
}
