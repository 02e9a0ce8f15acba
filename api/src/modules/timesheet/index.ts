import type { ApiModule } from '../../core/module';
import { registerClockRoutes } from './clock-routes';
import { registerEventRoutes } from './events-routes';
import { registerLeaveRoutes } from './leave-routes';
import { registerLocationRoutes } from './location-routes';
import { timesheetMigrations } from './migrations';
import { seedTimesheet } from './seed';
import './tables';

/** The time clock, tracking devices, location samples, geofences, leave and the timesheet calendars. */
export const timesheetModule: ApiModule = {
  name: 'timesheet',
  migrations: timesheetMigrations,
  register(app, ctx) {
    registerClockRoutes(app, ctx);
    registerLocationRoutes(app, ctx);
    registerLeaveRoutes(app, ctx);
    registerEventRoutes(app, ctx);
  },
  seed: seedTimesheet,
};
