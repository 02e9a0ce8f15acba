import type { ApiModule } from '../../core/module';
import { registerCatalogueRoutes } from './catalogue-routes';
import { registerCostingRoutes } from './costing-routes';
import { quotingMigrations } from './migrations';
import { registerSalaryRoutes } from './salary-routes';
import { seedQuoting } from './seed';
import './tables';

/** Costings of products and accessories, their supplier catalogue, and staff salaries. */
export const quotingModule: ApiModule = {
  name: 'quoting',
  migrations: quotingMigrations,
  register(app, ctx) {
    registerCatalogueRoutes(app, ctx);
    registerCostingRoutes(app, ctx);
    registerSalaryRoutes(app, ctx);
  },
  seed: seedQuoting,
};
