// Buttons of forms and list rows, and what their calls send and answer (see the spec).
import type { FieldValue, RecordData } from './record-data';

/** The click functions of the button bar (spec §2.8 and §7.5). */
export type ButtonClickFn =
  | 'edit'
  | 'cancel'
  | 'save'
  | 'saveAndNew'
  | 'delete'
  | 'async'
  | 'sendMail'
  | 'generateAndDownload'
  | 'createOrganisation'
  | 'nextRecord'
  | 'previousRecord'
  | 'openRecord'
  | 'openChild'
  | 'visit'
  | 'modal'
  | 'viewEvent';

export type ButtonDisplayOn = 'always' | 'edit' | 'readonly';

export interface ButtonConfig {
  /** Target of the call or navigation; the form's own url when absent. */
  url?: string | null;
  /** Fills {field} placeholders of url and params from the record. */
  parse?: boolean;
  params?: Record<string, FieldValue>;
  /** For send-mail: ask this before sending. */
  alert?: string | null;
  modal_multi_view_id?: number | null;
  /** Record field holding the id (default 'id'). */
  identifier?: string | null;
  align?: 'left' | 'center' | 'right';
  /** Sends the ids of the selected list rows. */
  use_selection?: boolean;
}

export interface ButtonDefinition {
  label: string;
  icon?: string | null;
  color?: string | null;
  title?: string | null;
  sort?: number;
  /** Typed as string: unknown functions throw only in development. */
  clickFn: ButtonClickFn | string;
  /** Record field that must be truthy for the button to show. */
  displayIfTrue?: string | null;
  displayOn?: ButtonDisplayOn;
  config?: ButtonConfig;
  confirmPrompt?: string | null;
  promptQuestion?: string | null;
  newTab?: boolean;
  disable?: boolean;
}

/** POST body of save, save-and-new and the record-changing buttons. */
export interface ObjectDataPayload {
  /** JSON string of the record. */
  object_data: string;
  save_and_new?: boolean;
  /** Answer to the button's promptQuestion. */
  prompt_answer?: string;
  /** Ids of the selected list rows (use_selection). */
  selected_ids?: Array<string | number>;
  /** True for a continuous (draft) save. */
  draft?: boolean;
}

/** Answer of a save: the stored record (its id tells a new record's id). */
export type SaveResult = RecordData & { id: number };

export interface DownloadResult {
  download_url: string;
  /**
   * A one-time document token (docs/decisions/187): when present, the browser POSTs it as the
   * form field `token` to `download_url` instead of opening the address, so the token is never
   * part of a URL (request logs, browser history).
   */
  download_token?: string;
}
