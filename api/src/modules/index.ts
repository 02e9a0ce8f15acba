import type { ApiModule } from '../core/module';
import { coreModule } from './core';
import { authModule } from './auth';
import { authExtraModule } from './auth-extra';
import { shellModule } from './shell';
import { wholesaleModule } from './wholesale';
import { timesheetModule } from './timesheet';
import { viewsModule } from './views';
import { quotingModule } from './quoting';
import { fabricationModule } from './fabrication';
import { geoModule } from './geo';
import { reportsModule } from './reports';
import { plannerModule } from './planner';
import { insightsModule } from './insights';
import { notesModule } from './notes';
import { assistantModule } from './assistant';
import { chatModule } from './chat';
import { deliveryModule } from './delivery';

/**
 * Every module of the API, in migration and registration order. Core, auth and shell come
 * first; an area module appends itself here (see api/README.md, "Adding a module").
 */
export const MODULES: ApiModule[] = [
  coreModule,
  authModule,
  shellModule,
  authExtraModule,
  wholesaleModule,
  timesheetModule,
  viewsModule,
  quotingModule,
  fabricationModule,
  geoModule,
  reportsModule,
  plannerModule,
  insightsModule,
  notesModule,
  assistantModule,
  chatModule,
  deliveryModule,
];
