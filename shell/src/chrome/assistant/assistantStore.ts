import { makeAutoObservable, runInAction } from 'mobx';
import { api as pageApi, type ApiClient } from '@platform/shared';

/** Spec: what the chat shows when the call fails, and when the reply is empty. */
export const ASSISTANT_ERROR_TEXT = 'There was an error while connecting to the chatbot service.';
export const ASSISTANT_NO_RESPONSE_TEXT = 'Sorry, no response.';

/** Spec: an assistant chat message (id, text, sent). */
export interface AssistantChatMessage {
  id: number;
  text: string;
  /** True for what the user sent, false for a reply or an error. */
  sent: boolean;
}

/** The question as sent: tags removed (repeatedly, so nested fragments cannot rebuild one), trimmed. */
export function cleanQuestion(raw: string): string {
  let text = raw;
  for (;;) {
    const next = text.replace(/<[^<>]*>/g, '').replace(/<[a-zA-Z!/][^<>]*$/, '');
    if (next === text) break;
    text = next;
  }
  return text.trim();
}

/** The assistant chat of one signed-in user: open or closed, and the messages of this visit. */
export class AssistantStore {
  open = false;
  messages: AssistantChatMessage[] = [];
  waiting = false;

  #nextId = 1;
  readonly #api: ApiClient;

  constructor(apiClient: ApiClient = pageApi) {
    this.#api = apiClient;
    makeAutoObservable(this);
  }

  setOpen(open: boolean): void {
    this.open = open;
  }

  toggle(): void {
    this.open = !this.open;
  }

  #add(text: string, sent: boolean): void {
    this.messages.push({ id: this.#nextId++, text, sent });
  }

  /** Adds the question as sent, then the reply or the error text; false when nothing was sent. */
  async send(raw: string): Promise<boolean> {
    const query = cleanQuestion(raw);
    if (query === '') return false;
    this.#add(query, true);
    this.waiting = true;
    let reply: string;
    try {
      const { data } = await this.#api.post<unknown>(
        '/chatbot/query',
        { query },
        // The chat shows its own error text; a question is not retried behind the user's back.
        { silent: true, retries: 0 },
      );
      reply = typeof data === 'string' && data.trim() !== '' ? data : ASSISTANT_NO_RESPONSE_TEXT;
    } catch {
      reply = ASSISTANT_ERROR_TEXT;
    }
    runInAction(() => {
      this.#add(reply, false);
      this.waiting = false;
    });
    return true;
  }
}
