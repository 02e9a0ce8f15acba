import type { AppContext } from '../../core/module';
import { NOTIFICATION_STATUS } from '../../core/notifications';
import { syncIdentity } from '../core/seed';
import { DEMO_ORGANISATIONS, DEMO_USERS } from '../core/seed-data';
import { prefixPath } from './route-list';
import { DEMO_MENU } from './seed-menu';
import { demoNotifications } from './seed-notifications';
import { DEMO_RELEASE_NOTES, RELEASE_TYPES } from './seed-release-notes';
import { DEMO_ROUTES } from './seed-routes';

/** Routes, menus, release notes and notifications; rows already present are kept. */
export async function seedShell(ctx: AppContext): Promise<void> {
  for (const route of DEMO_ROUTES) {
    await ctx.db
      .insertInto('routes')
      .values({
        ...route,
        return_path: route.return_path ?? null,
        menu_item_path: route.menu_item_path ?? null,
        role_ids: route.role_ids ?? null,
        listing_headers: null,
        page_buttons: null,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  await syncIdentity(ctx, 'routes');

  for (const item of DEMO_MENU) {
    await ctx.db
      .insertInto('menu_items')
      .values(item)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
  await syncIdentity(ctx, 'menu_items');

  for (const note of DEMO_RELEASE_NOTES) {
    const inserted = await ctx.db
      .insertInto('release_notes')
      .values({
        id: note.id,
        name: note.name,
        release_date: note.release_date,
        is_current: note.is_current,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) continue;
    await ctx.db
      .insertInto('release_note_items')
      .values(
        note.items.map((item, sort) => ({
          release_note_id: note.id,
          title: item.title,
          description: item.description,
          ...RELEASE_TYPES[item.type],
          sort,
        })),
      )
      .execute();
  }
  await syncIdentity(ctx, 'release_notes');

  const now = ctx.clock.now().getTime();
  for (const user of DEMO_USERS) {
    const existing = await ctx.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', user.id)
      .limit(1)
      .executeTakeFirst();
    if (existing) continue;
    const shortCode =
      DEMO_ORGANISATIONS.find((o) => o.id === user.organisation_id)?.short_code ?? 'demo';
    await ctx.db
      .insertInto('notifications')
      .values(
        demoNotifications(user.id).map((n) => ({
          organisation_id: user.organisation_id,
          user_id: user.id,
          short_message: n.short_message,
          message: n.message,
          path: prefixPath(shortCode, n.path),
          status_id: n.read ? NOTIFICATION_STATUS.READ : NOTIFICATION_STATUS.UNREAD,
          sent_at: new Date(now - n.minutesAgo * 60_000),
        })),
      )
      .execute();
  }
}
