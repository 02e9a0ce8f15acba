import type { ApiModule } from '../../core/module';
import { reportsMigrations } from './migrations';
import { registerReportRoutes } from './routes';
import { seedReports } from './seed';
import './tables';

/** The report builder's server: the module whitelist, the report compiler and saved reports. */
export const reportsModule: ApiModule = {
  name: 'reports',
  migrations: reportsMigrations,
  register(app, ctx) {
    registerReportRoutes(app, ctx);
  },
  seed: seedReports,
};
