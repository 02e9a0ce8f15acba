import type { ApiModule } from '../../core/module';
import { plannerMigrations } from './migrations';
import { registerPlannerRoutes } from './routes';
import { seedPlanner } from './seed';
import './tables';

/** The weekly planner (per user and week), the sales timeline of jobs and quotes, the demo PDF. */
export const plannerModule: ApiModule = {
  name: 'planner',
  migrations: plannerMigrations,
  register(app, ctx) {
    registerPlannerRoutes(app, ctx);
  },
  seed: seedPlanner,
};
