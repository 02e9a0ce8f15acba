// Seeds the database of a load run before the API starts on it (`npm run load`, scripts/load.mjs):
// the demo data (as SEED=1 does, with the development seed's 10,000 jobs), then LOAD_USERS staff
// users `load-<n>@demo.test` of the demo organisation, administrators with the demo password (the
// administrator's hash is copied: no hashing per user), in chat rooms of five ("Load room <k>").
// Each virtual user signs in as its own user: one account signed in from 200 places at once would
// trip the per-account sign-in throttle (ADR 181), as it should. Prints the users as JSON.
//
//   LOAD_USERS=200 DATABASE_URL=… node --conditions=platform-build scripts/load/seed.mjs
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const API = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'api');
const requireApi = createRequire(path.join(API, 'package.json'));
const { buildApp } = requireApi('./dist/app.js');

export const ROOM_SIZE = 5;
const count = Number(process.env.LOAD_USERS ?? 200);
const app = await buildApp({ seed: true, logger: false });
try {
  const db = app.ctx.db;
  const admin = await db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', 'admin@demo.test')
    .executeTakeFirstOrThrow();
  const users = [];
  for (let first = 0; first < count; first += ROOM_SIZE) {
    const room = await db
      .insertInto('chat_rooms')
      .values({
        organisation_id: admin.organisation_id,
        name: `Load room ${first / ROOM_SIZE + 1}`,
        created_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const members = [];
    for (let n = first; n < Math.min(count, first + ROOM_SIZE); n += 1) {
      const copy = { ...admin };
      delete copy.id;
      const email = `load-${n}@demo.test`;
      const row = await db
        .insertInto('users')
        .values({
          ...copy,
          email,
          identity_uid: `load-uid-${n}`,
          first_name: 'Load',
          last_name: `User ${n}`,
          created_at: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      members.push(row.id);
      users.push({ email, id: row.id, roomId: room.id });
    }
    await db
      .insertInto('chat_room_members')
      .values(
        members.map((userId) => ({
          organisation_id: admin.organisation_id,
          room_id: room.id,
          user_id: userId,
        })),
      )
      .execute();
  }
  process.stdout.write(JSON.stringify({ users }));
} finally {
  await app.close();
}
