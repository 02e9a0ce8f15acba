import {
  api,
  isApiError,
  notify,
  type ButtonDefinition,
  type DownloadResult,
  type ObjectDataPayload,
  type RecordData,
} from '@platform/shared';
import { CONTACT_ADMIN_MESSAGE } from '@platform/shared/values';
import { fillParams, fillTemplate } from '../common/records';
import { reportConfigError } from '../common/configError';
import { rememberedListQuery } from '../list/listMemory';

export const DELETE_QUESTION = 'Are you sure you want to delete this record?';
export const CREATE_ORGANISATION_URL = '/super-admin/create-new-org';

/** The view a button acts on: a form's record, or a list row. */
export interface ButtonHost {
  record: () => RecordData;
  recordId: string | number | null;
  /** POST and DELETE target of the record ('/records/jobs/12', or '…/new'). */
  recordUrl: string | null;
  /** The collection the record belongs to (next/previous ask it for the record's neighbours). */
  collectionUrl: string | null;
  editable: boolean;
  startEdit?: () => void;
  cancelEdit?: () => Promise<void> | void;
  /** False stops a save (e.g. required fields missing). */
  beforeSave?: () => boolean;
  afterSave?: (saved: RecordData, andNew: boolean) => void;
  afterDelete?: () => void;
  selectedIds?: () => Array<string | number>;
  refresh?: () => void;
}

/** What a button may do to the page around it. */
export interface ButtonEnvironment {
  confirm: (question: string) => Promise<boolean>;
  /** Resolves null when the prompt is dismissed. */
  prompt: (question: string) => Promise<string | null>;
  openModal: (multiViewId: number, params: Record<string, string>) => void;
  /** Navigates inside the organisation ('/jobs/4' → '/_demo_/jobs/4'); newTab opens a window. */
  navigate: (path: string, newTab: boolean) => void;
  /** Opens a file address (downloads). */
  openUrl: (url: string, newTab: boolean) => void;
  /** Submits a form of `fields` to `url` by POST (a download whose token must stay out of URLs). */
  postForm: (url: string, fields: Record<string, string>, newTab: boolean) => void;
  /** The address of the same route with another id or a child_id. */
  sameRoute: (params: { id?: string | number; child_id?: string | number }) => string;
  /** Appends the default tab's path when the target route has tabs. */
  withDefaultTab: (path: string) => Promise<string>;
  isDevelopment: boolean;
}

interface Context {
  button: ButtonDefinition;
  host: ButtonHost;
  env: ButtonEnvironment;
}

function identifierOf({ button, host }: Context): string | number | null {
  const field = button.config?.identifier;
  if (!field) return host.recordId;
  const value = host.record()[field];
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}

function targetUrl({ button, host }: Context, fallback: string | null): string | null {
  const url = button.config?.url ?? fallback;
  if (!url) return null;
  return button.config?.parse ? fillTemplate(url, host.record()) : url;
}

function payloadOf(
  context: Context,
  extra: Partial<ObjectDataPayload> = {},
): ObjectDataPayload & Record<string, unknown> {
  const { button, host } = context;
  const record = host.record();
  const params = button.config?.parse
    ? fillParams(button.config?.params, record)
    : (button.config?.params ?? {});
  const payload: ObjectDataPayload & Record<string, unknown> = {
    ...params,
    object_data: JSON.stringify(record),
    ...extra,
  };
  if (button.config?.use_selection && host.selectedIds) payload.selected_ids = host.selectedIds();
  return payload;
}

function missingUrl(context: Context): void {
  reportConfigError(`button '${context.button.label}'`, `${context.button.clickFn} needs a url`);
}

/** Asks confirmPrompt and promptQuestion; null means the user dismissed one of them. */
async function askFirst(
  context: Context,
  defaultQuestion?: string,
): Promise<{ answer?: string } | null> {
  const { button, env } = context;
  const question = button.confirmPrompt ?? defaultQuestion;
  if (question && !(await env.confirm(question))) return null;
  if (button.promptQuestion) {
    const answer = await env.prompt(button.promptQuestion);
    if (answer === null) return null;
    return { answer };
  }
  return {};
}

async function save(context: Context, andNew: boolean): Promise<void> {
  const { host, env } = context;
  if (host.beforeSave && !host.beforeSave()) return;
  const asked = await askFirst(context);
  if (!asked) return;
  const url = targetUrl(context, host.recordUrl);
  if (!url) return missingUrl(context);
  const extra: Partial<ObjectDataPayload> = {};
  if (andNew) extra.save_and_new = true;
  if (asked.answer !== undefined) extra.prompt_answer = asked.answer;
  const result = await api.post<RecordData>(url, payloadOf(context, extra));
  host.afterSave?.(result.data ?? {}, andNew);
  if (result.info.next_url) env.navigate(result.info.next_url, false);
}

async function remove(context: Context): Promise<void> {
  const { host } = context;
  const asked = await askFirst(context, DELETE_QUESTION);
  if (!asked) return;
  const url = targetUrl(context, host.recordUrl);
  if (!url) return missingUrl(context);
  await api.delete(url);
  host.afterDelete?.();
}

/** async, send-mail and view-event buttons: a POST whose failure shows the spec's alert. */
async function post(context: Context, question?: string | null): Promise<void> {
  const { host } = context;
  const asked = await askFirst(context, question ?? undefined);
  if (!asked) return;
  const url = targetUrl(context, host.recordUrl);
  if (!url) return missingUrl(context);
  try {
    const extra = asked.answer !== undefined ? { prompt_answer: asked.answer } : {};
    await api.post(url, payloadOf(context, extra));
    host.refresh?.();
  } catch (error) {
    if (isApiError(error) && error.cancelled) return;
    notify.error(CONTACT_ADMIN_MESSAGE);
  }
}

async function download(context: Context): Promise<void> {
  const { button, host, env } = context;
  const url = targetUrl(context, null);
  if (!url) return missingUrl(context);
  const params = button.config?.parse
    ? fillParams(button.config?.params, host.record())
    : button.config?.params;
  const result = await api.get<DownloadResult>(url, { params, reuseSeconds: 0 });
  const link = result.data;
  if (!link?.download_url) return;
  if (link.download_token)
    env.postForm(link.download_url, { token: link.download_token }, button.newTab ?? true);
  else env.openUrl(link.download_url, button.newTab ?? true);
}

/** A record's place in its list, as the API answers it. */
interface Neighbours {
  previous_id: number | null;
  next_id: number | null;
  position: number | null;
}

export const LAST_RECORD = 'This is the last record.';
export const FIRST_RECORD = 'This is the first record.';

/**
 * Goes to the record before or after this one in the list the user came from (its search,
 * filters and sort); the server finds the neighbour, the list itself is never downloaded.
 */
async function neighbour(context: Context, direction: 'next' | 'previous'): Promise<void> {
  const { host, env } = context;
  const url = targetUrl(context, host.collectionUrl);
  if (!url) return missingUrl(context);
  if (host.recordId === null) return;
  const collection = url.replace(/\/+$/, '');
  const result = await api.get<Neighbours>(
    `${collection}/${encodeURIComponent(String(host.recordId))}/neighbours`,
    { params: rememberedListQuery(collection), reuseSeconds: 0 },
  );
  const target = direction === 'next' ? result.data?.next_id : result.data?.previous_id;
  if (target === null || target === undefined) {
    notify.info(direction === 'next' ? LAST_RECORD : FIRST_RECORD);
    return;
  }
  env.navigate(env.sameRoute({ id: target }), false);
}

async function openRecord(context: Context): Promise<void> {
  const { env, button } = context;
  const base = button.config?.url;
  const id = identifierOf(context);
  if (!base || id === null) return missingUrl(context);
  env.navigate(
    await env.withDefaultTab(`${base.replace(/\/+$/, '')}/${encodeURIComponent(String(id))}`),
    button.newTab ?? false,
  );
}

/**
 * The parameters of a modal multi-view: the button's params (filled from the record when
 * parse is set), plus the record id as 'id' when an identifier is configured.
 */
function modalParams(context: Context): Record<string, string> {
  const { button, host } = context;
  const raw = button.config?.parse
    ? fillParams(button.config?.params, host.record())
    : (button.config?.params ?? {});
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (value !== null && value !== undefined) params[key] = String(value);
  }
  if (button.config?.identifier) {
    const id = identifierOf(context);
    if (id !== null) params.id = String(id);
  }
  return params;
}

function unknownFunction(context: Context): void {
  const message = `unknown click function '${context.button.clickFn}'`;
  // Spec §8: unknown button functions throw only in development.
  if (context.env.isDevelopment) throw new Error(message);
  reportConfigError(`button '${context.button.label}'`, message);
}

/** Runs a button's click function (spec §2.8 and §7.5). */
export async function runButton(
  button: ButtonDefinition,
  host: ButtonHost,
  env: ButtonEnvironment,
): Promise<void> {
  const context: Context = { button, host, env };
  switch (button.clickFn) {
    case 'edit':
      return host.startEdit?.();
    case 'cancel':
      return host.cancelEdit?.();
    case 'save':
      return save(context, false);
    case 'saveAndNew':
      return save(context, true);
    case 'delete':
      return remove(context);
    case 'async':
    case 'viewEvent':
      return post(context);
    case 'sendMail':
      return post(context, button.config?.alert);
    case 'generateAndDownload':
      return download(context);
    case 'createOrganisation': {
      if (!(await askFirst(context))) return;
      await api.post(CREATE_ORGANISATION_URL, payloadOf(context));
      return;
    }
    case 'nextRecord':
      return neighbour(context, 'next');
    case 'previousRecord':
      return neighbour(context, 'previous');
    case 'openRecord':
      return openRecord(context);
    case 'openChild': {
      const id = identifierOf(context);
      if (id === null) return missingUrl(context);
      return env.navigate(env.sameRoute({ child_id: id }), button.newTab ?? false);
    }
    case 'visit': {
      const url = targetUrl(context, null);
      if (!url) return missingUrl(context);
      return env.navigate(url, button.newTab ?? false);
    }
    case 'modal': {
      const multiViewId = button.config?.modal_multi_view_id;
      if (!multiViewId) return missingUrl(context);
      return env.openModal(multiViewId, modalParams(context));
    }
    default:
      return unknownFunction(context);
  }
}
