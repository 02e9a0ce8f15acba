import type { ApiModule } from '../../core/module';
import { deliveryMigrations } from './migrations';
import { registerDeliveryRoutes } from './routes';
import './tables';

/** Independent delivery of the front ends: load telemetry of the remotes (ADR 159). */
export const deliveryModule: ApiModule = {
  name: 'delivery',
  migrations: deliveryMigrations,
  register(app, ctx) {
    registerDeliveryRoutes(app, ctx);
  },
};
