import type { ApiModule } from '../../core/module';
import { fabricationMigrations } from './migrations';
import { registerPackingRoutes } from './packing-routes';
import { registerFabricationRoutes } from './routes';
import { seedFabrication } from './seed';
import './tables';

/** Fabrication sheets with diagrams, the mesh schedule and cut optimiser, and accessories lists. */
export const fabricationModule: ApiModule = {
  name: 'fabrication',
  migrations: fabricationMigrations,
  register(app, ctx) {
    registerFabricationRoutes(app, ctx);
    registerPackingRoutes(app, ctx);
  },
  seed: seedFabrication,
};
