import { HttpError } from '../../core/http';

/** Longest chat message, in characters. */
export const CHAT_MESSAGE_MAX_LENGTH = 4000;
/** Most users one message may tag. */
export const CHAT_MAX_TAGS = 50;
/** Longest reaction (an emoji sequence or a short word). */
export const CHAT_REACTION_MAX_LENGTH = 16;

/** Control characters other than tab and line breaks have no place in a message. */
function hasControl(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f)
      return true;
  }
  return false;
}

export function badRequest(field: string, message: string): never {
  throw new HttpError(400, message, { errors: { [field]: [message] } });
}

/**
 * A message as the plain text it is stored and sent as: line breaks made \n, trimmed, checked.
 * Empty text is allowed only with `allowEmpty` (a message that carries at least one file).
 * It is never HTML (the widgets render it as text), so markup in it stays inert characters.
 */
export function messageText(raw: unknown, field = 'message', allowEmpty = false): string {
  if (typeof raw !== 'string') badRequest(field, 'The message must be text.');
  if (hasControl(raw)) badRequest(field, 'The message holds an invalid character.');
  const text = raw.replace(/\r\n?/g, '\n').trim();
  // Empty only when the message carries files (the caller says so); never empty otherwise.
  if (text === '' && !allowEmpty) badRequest(field, 'The message is empty.');
  if (text.length > CHAT_MESSAGE_MAX_LENGTH)
    badRequest(field, `A message has at most ${CHAT_MESSAGE_MAX_LENGTH} characters.`);
  return text;
}

/** A reaction: one emoji (sequence) or short word, no spaces, markup or control characters. */
export function reactionText(raw: unknown): string {
  if (
    typeof raw !== 'string' ||
    raw.length === 0 ||
    raw.length > CHAT_REACTION_MAX_LENGTH ||
    /[\s<>&"'`]/.test(raw) ||
    hasControl(raw)
  )
    badRequest(
      'reaction',
      `A reaction is one emoji or word of at most ${CHAT_REACTION_MAX_LENGTH} characters.`,
    );
  return raw;
}

export function positiveId(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value < 2 ** 31
    ? value
    : null;
}

/** Tagged user ids: a list of positive ids, at most CHAT_MAX_TAGS, duplicates dropped. */
export function tagIds(raw: unknown): number[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw) || raw.length > CHAT_MAX_TAGS)
    badRequest('tags', `Tag at most ${CHAT_MAX_TAGS} users, by id.`);
  const ids = (raw as unknown[]).map((entry) => {
    const id = positiveId(
      typeof entry === 'object' && entry !== null ? (entry as { id?: unknown }).id : entry,
    );
    if (id === null) badRequest('tags', 'A tagged user id is invalid.');
    return id;
  });
  return [...new Set(ids)];
}

/** An optional id in a body: absent or null gives null; anything but a positive id is a 400. */
export function optionalId(raw: unknown, field: string): number | null {
  if (raw === undefined || raw === null) return null;
  const id = positiveId(raw);
  if (id === null) badRequest(field, `${field} must be a positive whole number.`);
  return id;
}
