import type { ApiModule } from '../../core/module';
import { deliveryMigrations } from './migrations';
import { registerOverrideRoutes } from './override';
import { registerDeliveryRoutes } from './routes';
import './tables';

/** Independent delivery of the front ends: load telemetry (ADR 159), per-browser overrides (ADR 160). */
export const deliveryModule: ApiModule = {
  name: 'delivery',
  migrations: deliveryMigrations,
  register(app, ctx) {
    registerDeliveryRoutes(app, ctx);
    registerOverrideRoutes(app, ctx);
  },
};
