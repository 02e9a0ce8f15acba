import type { ApiModule } from '../../core/module';
import { shellMigrations } from './migrations';
import { registerNotifications } from './notifications';
import { registerPageInfo } from './page-info';
import { registerSearch, registerSearchProviders } from './search';
import { registerReleaseNotes } from './release-notes';
import { registerPeople } from './people';
import { registerUploads } from './uploads';
import { registerFileAccess } from './file-access';
import { seedShell } from './seed';

/** The shell's calls: routes and menus (via auth's sign-in answers), page info, notifications, search, release notes, settings, files. */
export const shellModule: ApiModule = {
  name: 'shell',
  migrations: shellMigrations,
  register(app, ctx) {
    registerSearchProviders(ctx);
    registerNotifications(app, ctx);
    registerPageInfo(app, ctx);
    registerSearch(app, ctx);
    registerReleaseNotes(app, ctx);
    registerPeople(app, ctx);
    registerUploads(app, ctx);
    registerFileAccess(app, ctx);
  },
  seed: seedShell,
};
