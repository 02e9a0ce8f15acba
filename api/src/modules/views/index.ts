import type { ApiModule } from '../../core/module';
import { registerActionRoutes } from './actions-routes';
import { registerDefinitionRoutes } from './definitions-routes';
import { registerJobStatusRoutes } from './job-status';
import { registerLandingRoutes } from './landing-routes';
import { registerListPartRoutes } from './list-parts-routes';
import { viewsMigrations } from './migrations';
import { registerOptionRoutes } from './options-routes';
import { registerRecordRoutes } from './records-routes';
import { registerRecordSearch } from './record-search';
import { seedViews } from './seed';
import './tables';

/** Server-driven views: definitions (multi-views, tabs, forms, lists, buttons) and the demo records. */
export const viewsModule: ApiModule = {
  name: 'views',
  migrations: viewsMigrations,
  register(app, ctx) {
    registerDefinitionRoutes(app, ctx);
    registerLandingRoutes(app);
    registerListPartRoutes(app, ctx);
    registerActionRoutes(app, ctx);
    registerJobStatusRoutes(app, ctx);
    registerRecordRoutes(app, ctx);
    registerOptionRoutes(app, ctx);
    registerRecordSearch(ctx);
  },
  seed: seedViews,
};
