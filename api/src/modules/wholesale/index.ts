import type { ApiModule } from '../../core/module';
import './tables';
import { registerCatalogueRoutes } from './catalogue-routes';
import { registerCustomerRoutes } from './customer-routes';
import { wholesaleMigrations } from './migrations';
import { registerOrderRoutes } from './order-routes';
import { registerOrderSearch } from './order-search';
import { registerPortalRoutes } from './portal-routes';
import { seedWholesale } from './seed';

/** The wholesale portal: customers, links, codes, catalogue, price tables and orders. */
export const wholesaleModule: ApiModule = {
  name: 'wholesale',
  migrations: wholesaleMigrations,
  register(app, ctx) {
    registerPortalRoutes(app, ctx);
    registerCatalogueRoutes(app, ctx);
    registerOrderRoutes(app, ctx);
    registerCustomerRoutes(app, ctx);
    registerOrderSearch(ctx);
  },
  seed: seedWholesale,
};
