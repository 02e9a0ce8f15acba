// Mentions in notes: who may be mentioned, and the notification each newly mentioned user gets.
import type { AppContext } from '../../core/module';
import type { AuthUser } from '../../core/sessions';
import { DASHBOARD_USER_TYPE_ID } from '../../core/auth-guard';
import { escapeHtml } from '../../core/html';
import { recordType } from '../views/record-types';
import type { NoteRow } from './note-view';
import { textOf } from './sanitize';

/** Where a mention notification leads: the record's notes tab when the demo has one. */
const NOTE_PAGES: Record<string, (id: number) => string> = {
  jobs: (id) => `/jobs/${id}/note-history`,
};

/** Active staff of the organisation among the ids (mentions of anyone else are dropped). */
export async function mentionable(
  ctx: AppContext,
  organisationId: number,
  ids: number[],
): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('organisation_id', '=', organisationId)
    .where('active', '=', true)
    .where('user_type_id', '!=', DASHBOARD_USER_TYPE_ID)
    .where('id', 'in', unique)
    .execute();
  const valid = new Set(rows.map((row) => row.id));
  return unique.filter((id) => valid.has(id));
}

/** One notification (stored and pushed live) to each newly mentioned user but the author. */
export async function notifyMentions(
  ctx: AppContext,
  user: AuthUser,
  authorName: string,
  note: NoteRow,
  userIds: number[],
  record: Record<string, unknown>,
): Promise<void> {
  const targets = userIds.filter((id) => id !== user.id);
  if (targets.length === 0) return;
  const author = authorName || 'Someone';
  const type = recordType(note.table_name);
  const title = type ? type.title(record, note.table_id) : `#${note.table_id}`;
  const excerpt = textOf(note.text);
  const short = excerpt.length > 160 ? `${excerpt.slice(0, 157)}...` : excerpt;
  const page = NOTE_PAGES[note.table_name];
  for (const userId of targets) {
    await ctx.notifications.create({
      organisationId: user.organisation_id,
      userId,
      shortMessage: `${escapeHtml(author)} mentioned you in a note`,
      message: `${escapeHtml(author)} mentioned you in a note on ${escapeHtml(title)}: ${short}`,
      path: page ? page(note.table_id) : null,
    });
  }
}
