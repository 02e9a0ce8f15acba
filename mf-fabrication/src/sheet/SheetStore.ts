import { makeAutoObservable, runInAction } from 'mobx';
import { api as pageApi, notify, type ApiClient } from '@platform/shared';
import type { FabricationAccessory, FabricationItem } from '@platform/shared/contracts';
import { sniffImage, readHead } from './image';

export const SHEET_TEXTS = {
  notArray: 'The fabrication data is not a list of items.',
  notAnImage: 'Please select a valid image file.',
  tooLarge: 'Image too large. Max 8MB.',
  overrideFailed: 'Failed to upload override diagram.',
} as const;

export const OVERRIDE_MAX_BYTES = 8 * 1024 * 1024;

export interface Capabilities {
  can_edit: boolean;
  can_suggest_cuts: boolean;
}

interface StoredFile {
  filename: string;
  name: string;
  path: string;
  publicUrl: string;
  content_type: string;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A job's fabrication items: loading, the item actions and override diagrams. */
export class SheetStore {
  items: FabricationItem[] = [];
  loading = true;
  error: string | null = null;
  capabilities: Capabilities = { can_edit: false, can_suggest_cuts: false };
  /** Item ids with an action under way (buttons show a spinner). */
  busy = new Set<number>();

  constructor(
    readonly url: string,
    private readonly api: ApiClient = pageApi,
  ) {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  async load(): Promise<void> {
    this.loading = true;
    try {
      const [items, capabilities] = await Promise.all([
        this.api.get<unknown>(this.url, { silent: true, reuseSeconds: 0 }),
        this.api
          .get<Capabilities>('/fabrication/capabilities', { silent: true })
          .then((result) => result.data)
          .catch(() => ({ can_edit: false, can_suggest_cuts: false })),
      ]);
      runInAction(() => {
        this.capabilities = capabilities;
        if (Array.isArray(items.data)) {
          this.items = items.data as FabricationItem[];
          this.error = null;
        } else {
          this.error = SHEET_TEXTS.notArray;
        }
      });
    } catch (error) {
      runInAction(() => (this.error = messageOf(error)));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  private async act(itemId: number, call: () => Promise<void>): Promise<boolean> {
    this.busy.add(itemId);
    try {
      await call();
      return true;
    } catch {
      return false; // the call layer has shown the server's message
    } finally {
      runInAction(() => this.busy.delete(itemId));
    }
  }

  removeItem(itemId: number) {
    return this.act(itemId, async () => {
      const { data } = await this.api.delete<FabricationItem[]>(`/fabrication/item/${itemId}`);
      runInAction(() => (this.items = data));
    });
  }

  duplicateItem(itemId: number) {
    return this.act(itemId, async () => {
      const { data } = await this.api.post<FabricationItem[]>(
        `/fabrication/item/${itemId}/duplicate`,
      );
      runInAction(() => (this.items = data));
    });
  }

  private replace(item: FabricationItem) {
    this.items = this.items.map((current) => (current.id === item.id ? item : current));
  }

  addAccessory(itemId: number, accessory: FabricationAccessory) {
    return this.act(itemId, async () => {
      const { data } = await this.api.post<FabricationItem>(
        `/fabrication/item/${itemId}/accessories`,
        accessory,
      );
      runInAction(() => this.replace(data));
    });
  }

  clearOverride(itemId: number) {
    return this.act(itemId, async () => {
      const { data } = await this.api.delete<FabricationItem>(
        `/fabrication/item/${itemId}/override_diagram`,
      );
      runInAction(() => this.replace(data));
    });
  }

  /** Why a file cannot be an override diagram, or null: the content must be an image ≤ 8 MB. */
  async imageProblem(file: File): Promise<string | null> {
    const type = sniffImage(await readHead(file));
    if (!type) return SHEET_TEXTS.notAnImage;
    if (file.size > OVERRIDE_MAX_BYTES) return SHEET_TEXTS.tooLarge;
    return null;
  }

  /** Uploads to the organisation's fabrication/overrides/{item id}, then sets the override. */
  async uploadOverride(itemId: number, file: File): Promise<boolean> {
    const problem = await this.imageProblem(file);
    if (problem) {
      notify.error(problem);
      return false;
    }
    this.busy.add(itemId);
    try {
      const form = new FormData();
      form.append('directory', `fabrication/overrides/${itemId}`);
      form.append('files', file, file.name);
      const uploaded = await this.api.post<{ files: StoredFile[] }>('/upload', undefined, {
        formData: form,
        suppressNotificationMessage: true,
      });
      const stored = uploaded.data.files[0];
      try {
        const { data } = await this.api.post<FabricationItem>(
          `/fabrication/item/${itemId}/override_diagram`,
          {
            filename: stored.name,
            destination: stored.path,
            publicUrl: stored.publicUrl,
            fileType: stored.content_type,
            thumbnail: stored.publicUrl,
          },
          { silent: true },
        );
        runInAction(() => this.replace(data));
        return true;
      } catch (error) {
        notify.error(SHEET_TEXTS.overrideFailed, messageOf(error));
        return false;
      }
    } catch {
      return false; // the uploader's message was shown by the call layer
    } finally {
      runInAction(() => this.busy.delete(itemId));
    }
  }
}
