import type { ApiModule } from '../../core/module';
import { insightsMigrations } from './migrations';
import { registerInsightsRoutes } from './routes';
import { seedInsights } from './seed';
import './tables';

/** Charts (POST /chart/{reportId}): definitions in the database, aggregates computed by SQL. */
export const insightsModule: ApiModule = {
  name: 'insights',
  migrations: insightsMigrations,
  register(app, ctx) {
    registerInsightsRoutes(app, ctx);
  },
  seed: seedInsights,
};
