import type { ApiModule } from '../../core/module';
import { ok, replies, S } from '../../core/http';
import { coreMigrations } from './migrations';
import { registerHub } from './hub-route';
import { registerDevRoutes } from './dev-routes';
import { seedCore } from './seed';

/** Organisations, users, sessions, notifications, the outbox and the realtime hub. */
export const coreModule: ApiModule = {
  name: 'core',
  migrations: coreMigrations,
  register(app, ctx) {
    app.get(
      '/health',
      {
        schema: {
          querystring: S.empty(),
          response: replies(S.obj({ status: S.str(), hub_connections: S.int() })),
        },
      },
      async () => ok({ status: 'ok', hub_connections: ctx.hub.size }),
    );
    registerHub(app, ctx);
    registerDevRoutes(app, ctx);
  },
  seed: seedCore,
};
